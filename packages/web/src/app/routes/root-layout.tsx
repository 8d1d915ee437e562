import { Outlet, ScrollRestoration } from "react-router-dom";

/** Every page starts at the top, and going back returns to where the user was. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
