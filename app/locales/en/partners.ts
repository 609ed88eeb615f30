/** English strings of the Partners page. */
const partners = {
  meta: {
    title: "Partners — GeoCert",
    description: "",
  },
};

export default partners;
