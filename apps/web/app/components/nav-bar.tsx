import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { useRootData } from "../lib/root-data.ts";
import { accountLinks, adminLink, mainMenus, type NavMenu } from "../site-map.ts";
import { BrandLink } from "./brand-mark.tsx";
import { forgetUser } from "../lib/client-session.ts";
import { useI18n } from "../i18n/page-locale.ts";
import { menuKey, menuLinkKey } from "../i18n/site-map-text.ts";
import { LanguageSwitch } from "../i18n/language-links.tsx";
import { useHydrated } from "../lib/use-hydrated.ts";

/**
 * The menus open by script (React's, or static-page.js on pages served without React, which clears this): until it
 * runs a click does nothing, so the buttons say they are not ready yet, and a click waits for them.
 */
const untilScripted = (hydrated: boolean) => (hydrated ? undefined : ("true" as const));

function DropdownMenu({
  menu,
  label,
  onNavigate,
  account = false,
  children,
}: {
  menu: NavMenu;
  /** The button's words: the menu's, or the customer's first name. */
  label: string;
  onNavigate(): void;
  account?: boolean;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const { t, href } = useI18n();
  const ref = useRef<HTMLLIElement>(null);
  const hydrated = useHydrated();

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
        aria-disabled={untilScripted(hydrated)}
        onClick={() => setOpen(!open)}
        data-menu-button=""
      >
        {label}
        <span aria-hidden="true" className="nav__caret" />
      </button>
      <ul id={id} className="nav__dropdown" hidden={!open}>
        {menu.links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={href(link.to)}
              className="nav__dropdown-link"
              onClick={() => {
                setOpen(false);
                onNavigate();
              }}
            >
              {t(menuLinkKey(link.to))}
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
  const { t, href } = useI18n();
  const location = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const hydrated = useHydrated();
  const onTourPage = location.pathname.toLowerCase().includes("tour");
  const closeMobile = () => setMobileOpen(false);

  useEffect(closeMobile, [location.pathname]);

  const accountMenu: NavMenu | null = user ? { id: "account", links: user.isAdmin ? [...accountLinks, adminLink] : accountLinks } : null;

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t("nav.skip")}
      </a>
      <div className="site-header__inner">
        <BrandLink to={href("/")} label={t("nav.home")} />
        <button
          type="button"
          className="nav-toggle"
          data-nav-toggle=""
          aria-expanded={mobileOpen}
          aria-controls="primary-nav"
          aria-disabled={untilScripted(hydrated)}
          onClick={() => setMobileOpen(!mobileOpen)}
        >
          <span className="visually-hidden">{t("nav.menu")}</span>
          <span aria-hidden="true" className="nav-toggle__bars" />
        </button>
        <nav id="primary-nav" className="nav" data-open={mobileOpen} aria-label={t("nav.main")}>
          <ul className="nav__list">
            {mainMenus.map((menu) => (
              <DropdownMenu key={menu.id} menu={menu} label={t(menuKey(menu.id))} onNavigate={closeMobile} />
            ))}
            {accountMenu ? (
              // Log Out lives in the account menu: beside the menus it pushed the header wider than a laptop screen.
              <DropdownMenu menu={accountMenu} label={user?.name.split(" ")[0] || t("nav.myAccount")} onNavigate={closeMobile} account>
                <Form method="post" action="/api/auth/logout" reloadDocument onSubmit={forgetUser} data-logout-form="">
                  <button type="submit" className="nav__dropdown-link nav__dropdown-action">
                    {t("nav.logout")}
                  </button>
                </Form>
              </DropdownMenu>
            ) : null}
          </ul>
          <div className="nav__actions">
            <LanguageSwitch className="nav__language" />
            {user ? null : (
              <Link to={href("/user/login")} className="button button--ghost">
                {t("nav.login")}
              </Link>
            )}
            {/* docs/business-rules.md#routes-and-screens: Login and Get Free Trial are for visitors; a customer gets the download. */}
            {user ? (
              <Link to={href("/investar/download")} className="button button--accent">
                {t("nav.download")}
              </Link>
            ) : onTourPage ? null : (
              <Link to={href("/user/sign-up")} className="button button--accent">
                {t("nav.trial")}
              </Link>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
