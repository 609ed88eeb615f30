// Filled by the page issue that builds these pages.
const jobScraping = {
  meta: { title: "GeoCert", description: "GeoCert" },
};

export default jobScraping;
