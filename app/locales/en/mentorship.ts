// Filled by the page issue that builds these pages.
const mentorship = {
  meta: { title: "GeoCert", description: "GeoCert" },
};

export default mentorship;
