import { Outlet } from "react-router";
import { NavBar } from "../components/nav-bar.tsx";
import { SiteFooter } from "../components/site-footer.tsx";

export default function MainLayout() {
  return (
    <>
      <NavBar />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
