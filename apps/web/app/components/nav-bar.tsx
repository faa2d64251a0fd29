import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { useRootData } from "../lib/root-data.ts";
import { accountLinks, adminLink, mainMenus, type NavMenu } from "../site-map.ts";
import { BrandMark } from "./brand-mark.tsx";
import { forgetUser } from "../lib/client-session.ts";

function DropdownMenu({
  menu,
  onNavigate,
  account = false,
  children,
}: {
  menu: NavMenu;
  onNavigate(): void;
  account?: boolean;
  children?: ReactNode;
}) {
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
      data-account-menu={account ? "" : undefined}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          ref.current?.querySelector("button")?.focus();
        }
      }}
    >
      <button
        type="button"
        className="nav__menu-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        data-menu-button=""
      >
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
        {children ? <li>{children}</li> : null}
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
            {accountMenu ? (
              // Log Out lives in the account menu: beside the menus it pushed the header wider than a laptop screen.
              <DropdownMenu menu={accountMenu} onNavigate={closeMobile} account>
                <Form method="post" action="/api/auth/logout" reloadDocument onSubmit={forgetUser} data-logout-form="">
                  <button type="submit" className="nav__dropdown-link nav__dropdown-action">
                    Log Out
                  </button>
                </Form>
              </DropdownMenu>
            ) : null}
          </ul>
          <div className="nav__actions">
            {user ? null : (
              <Link to="/user/login" className="button button--ghost">
                Login
              </Link>
            )}
            {/* docs/business-rules.md#routes-and-screens: Login and Get Free Trial are for visitors; a customer gets the download. */}
            {user ? (
              <Link to="/investar/download" className="button button--accent">
                Download
              </Link>
            ) : onTourPage ? null : (
              <Link to="/user/sign-up" className="button button--accent">
                GET FREE TRIAL
              </Link>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
