import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server-rendered page is complete: let the browser paint it first, then hydrate
// (two animation frames guarantee a paint in between on slow devices).
requestAnimationFrame(() => requestAnimationFrame(hydrate));
