/** English strings of the Contact page. */
const contact = {
  meta: {
    title: "Contact — GeoCert",
    description: "",
  },
};

export default contact;
