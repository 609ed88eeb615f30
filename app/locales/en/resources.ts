/** English strings of the Resources page. */
const resources = {
  meta: {
    title: "Resources — GeoCert",
    description: "",
  },
};

export default resources;
