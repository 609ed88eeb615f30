// Filled by the page issue that builds these pages.
const chapters = {
  meta: { title: "GeoCert", description: "GeoCert" },
};

export default chapters;
