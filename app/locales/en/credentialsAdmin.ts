// Filled by the page issue that builds these pages.
const credentialsAdmin = {
  meta: { title: "GeoCert", description: "GeoCert" },
};

export default credentialsAdmin;
