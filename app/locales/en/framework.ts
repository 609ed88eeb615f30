/** English strings of the Certification framework page. */
const framework = {
  meta: {
    title: "Certification framework — GeoCert",
    description: "",
  },
};

export default framework;
