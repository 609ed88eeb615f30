/** English strings of the Certifications page. */
const certifications = {
  meta: {
    title: "Certifications — GeoCert",
    description: "",
  },
};

export default certifications;
