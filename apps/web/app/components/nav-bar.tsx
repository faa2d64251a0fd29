import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { useRootData } from "../lib/root-data.ts";
import { accountLinks, adminLink, mainMenus, type NavMenu } from "../site-map.ts";
import { BrandMark } from "./brand-mark.tsx";
import { forgetUser } from "../lib/client-session.ts";

function DropdownMenu({ menu, onNavigate }: { menu: NavMenu; onNavigate(): void }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | FocusEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("focusin", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("focusin", close);
    };
  }, [open]);

  return (
    <li
      className="nav__item"
      ref={ref}
      data-menu=""
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          ref.current?.querySelector("button")?.focus();
        }
      }}
    >
      <button type="button" className="nav__menu-button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)} data-menu-button="">
        {menu.label}
        <span aria-hidden="true" className="nav__caret" />
      </button>
      <ul id={id} className="nav__dropdown" hidden={!open}>
        {menu.links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className="nav__dropdown-link"
              onClick={() => {
                setOpen(false);
                onNavigate();
              }}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function NavBar() {
  const { user } = useRootData();
  const location = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const onTourPage = location.pathname.toLowerCase().includes("tour");
  const closeMobile = () => setMobileOpen(false);

  useEffect(closeMobile, [location.pathname]);

  const accountMenu: NavMenu | null = user
    ? { label: user.name.split(" ")[0] || "My account", links: user.isAdmin ? [...accountLinks, adminLink] : accountLinks }
    : null;

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="site-header__inner">
        <Link to="/" className="brand" aria-label="Investar home">
          <BrandMark />
          <span className="brand__name">Investar</span>
        </Link>
        <button
          type="button"
          className="nav-toggle"
          data-nav-toggle=""
          aria-expanded={mobileOpen}
          aria-controls="primary-nav"
          onClick={() => setMobileOpen(!mobileOpen)}
        >
          <span className="visually-hidden">Menu</span>
          <span aria-hidden="true" className="nav-toggle__bars" />
        </button>
        <nav id="primary-nav" className="nav" data-open={mobileOpen} aria-label="Main">
          <ul className="nav__list">
            {mainMenus.map((menu) => (
              <DropdownMenu key={menu.label} menu={menu} onNavigate={closeMobile} />
            ))}
            {accountMenu ? <DropdownMenu menu={accountMenu} onNavigate={closeMobile} /> : null}
          </ul>
          <div className="nav__actions">
            {user ? null : (
              <Link to="/user/login" className="button button--ghost">
                Login
              </Link>
            )}
            {onTourPage ? null : (
              <Link to={user ? "/investar/download" : "/user/sign-up"} className="button button--accent">
                GET FREE TRIAL
              </Link>
            )}
            {user ? (
              <Form method="post" action="/api/auth/logout" reloadDocument onSubmit={forgetUser} data-logout-form="">
                <button type="submit" className="button button--ghost">
                  Log Out
                </button>
              </Form>
            ) : null}
          </div>
        </nav>
      </div>
    </header>
  );
}
