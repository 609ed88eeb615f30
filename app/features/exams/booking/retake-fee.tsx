/**
 * A retake's invoice on the candidate's exam pages: the amount, the invoice, where it stands, and, while open,
 * the way to pay it (My invoices, where card payment and bank details are), as the dashboard links the
 * application's fee.
 */
import { Link } from "react-router";
import { useTranslation } from "~/lib/i18n/react";

export type RetakeFeeView = {
  amount: string;
  number: string;
  status: "open" | "paid" | "refunded" | "void";
  pdf: string;
};

const link = "font-medium text-mineral-700 underline underline-offset-4 hover:text-mineral-800";

/** `heading`: the level of its own heading, or none where a list item names it in its text. */
export function RetakeFee({ fee, heading }: { fee: RetakeFeeView; heading?: "h2" | "h3" }) {
  const { t } = useTranslation("examBooking");
  const Heading = heading;
  return (
    <div className="grid gap-1">
      {Heading ? <Heading className="text-xl font-semibold text-basalt-950">{t("retake.heading")}</Heading> : null}
      <p className="text-basalt-800">
        {Heading ? null : `${t("retake.heading")}: `}
        {t("retake.line", { amount: fee.amount, number: fee.number })} · {t(`retake.status.${fee.status}`)}
      </p>
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <a href={fee.pdf} className={link}>
          {t("retake.pdf")}
        </a>
        {fee.status === "open" ? (
          <Link to="/account/invoices" className={link}>
            {t("retake.pay")}
          </Link>
        ) : null}
      </p>
    </div>
  );
}
