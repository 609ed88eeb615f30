/** English strings of the Events page. */
const events = {
  meta: {
    title: "Events — GeoCert",
    description: "",
  },
};

export default events;
