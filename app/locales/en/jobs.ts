// Filled by the page issue that builds these pages.
const jobs = {
  meta: { title: "GeoCert", description: "GeoCert" },
};

export default jobs;
