// Filled by the page issue that builds these pages.
const bulkVerify = {
  meta: { title: "GeoCert", description: "GeoCert" },
};

export default bulkVerify;
