// Filled by the page issue that builds these pages.
const partnerApply = {
  meta: { title: "GeoCert", description: "GeoCert" },
};

export default partnerApply;
