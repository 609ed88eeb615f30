// Filled by the page issue that builds these pages.
const forum = {
  meta: { title: "GeoCert", description: "GeoCert" },
};

export default forum;
