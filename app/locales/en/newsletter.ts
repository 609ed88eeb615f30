/** The newsletter (issue 19, decision 030): double opt-in confirmation page and its mail. */
const newsletter = {
  confirm: {
    metaTitle: "Confirm your subscription — GeoCert",
    heading: "Confirm your newsletter subscription",
    lead: "One click and this address receives the GeoCert newsletter, once a month. You can unsubscribe from every issue.",
    button: "Confirm the subscription",
    done: "Done: this address now receives the GeoCert newsletter.",
    invalidHeading: "This confirmation link does not work",
    invalidText:
      "The link is incomplete, was already used, or is older than 7 days. Sign up again on the home page and we will mail you a new link.",
    home: "Go to the home page",
    errors: {
      invalid: "This confirmation link does not work. Sign up again for a new one.",
      failed: "Something went wrong on our side. Please try again.",
    },
  },
  mail: {
    confirmSubject: "Confirm your GeoCert newsletter subscription",
    confirmBody:
      "Someone asked to receive the GeoCert newsletter at this address. To confirm, use the button below within 7 days:\n\n{{link}}\n\nIf it was not you, ignore this email: without confirmation the address is not subscribed and is deleted after 7 days.",
    confirmButton: "Confirm the subscription",
  },
};

export default newsletter;
