// Filled by the page issue that builds these pages.
const directory = {
  meta: { title: "GeoCert", description: "GeoCert" },
};

export default directory;
