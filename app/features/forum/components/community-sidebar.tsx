import { Tag } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "~/lib/i18n/react";
import { cn } from "~/lib/util/cn";
import { chipClass, listHref, type Filters } from "./discussion-item";

type Props = {
  filters: Filters;
  categories: { slug: string; name: string; count: number; countText: string }[];
  tags: string[];
};

/** The side of /community: its categories (a row that scrolls on small screens) and the popular tags. */
export function CommunitySidebar({ filters, categories, tags }: Props) {
  const { t } = useTranslation("forum");
  return (
    <aside className="grid min-w-0 grid-cols-1 content-start gap-8">
      <nav aria-labelledby="categories-heading">
        <h2 id="categories-heading" className="text-lg font-semibold text-basalt-950">
          {t("categories.heading")}
        </h2>
        {/* A row that scrolls sideways on small screens, a column beside the list on wide ones. */}
        <ul className="mt-3 flex gap-1 overflow-x-auto pb-1 lg:grid lg:overflow-visible lg:pb-0">
          <li className="shrink-0">
            <Link
              to={listHref(filters, { category: "" })}
              aria-current={filters.category === "" ? "page" : undefined}
              className={categoryLinkClass(filters.category === "")}
            >
              {t("categories.all")}
            </Link>
          </li>
          {categories.map((category) => (
            <li key={category.slug} className="shrink-0">
              <Link
                to={listHref(filters, { category: category.slug })}
                aria-current={filters.category === category.slug ? "page" : undefined}
                className={categoryLinkClass(filters.category === category.slug)}
              >
                <span className="block">{category.name}</span>
                <span className="block text-xs font-normal opacity-90">
                  {t("categories.count", { count: category.count, formatted: category.countText })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tags.length > 0 ? (
        // Each discussion shows its own tags; the popular ones only where there is room.
        <nav aria-labelledby="tags-heading" className="hidden lg:block">
          <h2 id="tags-heading" className="text-lg font-semibold text-basalt-950">
            {t("list.tagsHeading")}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={listHref(filters, { tag })}
                  aria-current={filters.tag === tag ? "page" : undefined}
                  className={cn(chipClass, filters.tag === tag && "border-mineral-700 bg-mineral-50")}
                >
                  <Tag aria-hidden className="size-3" />
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </aside>
  );
}

function categoryLinkClass(active: boolean) {
  return cn(
    "block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap lg:whitespace-normal",
    active ? "bg-basalt-950 text-white" : "text-basalt-800 hover:bg-steam-200 hover:text-basalt-950",
  );
}
