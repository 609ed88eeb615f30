/** Look of a header navigation item; the current page is marked (aria-current) in magma, underlined. */
export const navigationItemClass =
  "inline-flex h-10 items-center rounded-md px-2 text-sm whitespace-nowrap font-medium text-basalt-800 transition-colors hover:bg-steam-200 hover:text-basalt-950 aria-[current=page]:text-magma-700 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8";
