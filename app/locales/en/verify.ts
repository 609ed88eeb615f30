// Filled by the page issue that builds these pages.
const verify = {
  meta: { title: "GeoCert", description: "GeoCert" },
};

export default verify;
