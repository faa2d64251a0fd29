import { Link } from "react-router";
import { footerColumns } from "../site-map.ts";
import { BrandLink } from "./brand-mark.tsx";
import { useBusinessContact } from "../lib/business-contact.ts";
import { useI18n } from "../i18n/page-locale.ts";
import { footerHeadingKey, footerLinkKey } from "../i18n/site-map-text.ts";
import { LanguageSwitch } from "../i18n/language-links.tsx";

export function SiteFooter() {
  const contact = useBusinessContact();
  const { t, href } = useI18n();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <BrandLink to={href("/")} label={t("nav.home")} light />
          <p>{t("footer.about")}</p>
          <p className="site-footer__contact">
            {t("footer.support")} <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a>
            {contact.supportPhone ? (
              <>
                {" "}
                · <a href={`tel:${contact.supportPhone.tel}`}>{contact.supportPhone.display}</a>
              </>
            ) : null}
          </p>
          {contact.legalName ? (
            <p className="site-footer__contact">
              {contact.legalName}, {contact.addressLines.join(", ")}
            </p>
          ) : null}
          {/* On its own, not inside a sentence: a link in running text must be told apart by more than colour (axe). */}
          <p className="site-footer__contact">
            <LanguageSwitch />
          </p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.id} className="site-footer__column" aria-label={t(footerHeadingKey(column.id))}>
            <h2 className="site-footer__heading">{t(footerHeadingKey(column.id))}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={href(link.to)}>{t(footerLinkKey(link.to))}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="site-footer__legal">© {t("footer.legal", { year: new Date().getFullYear(), tradeName: contact.tradeName })}</p>
      <p className="site-footer__legal">
        {t("footer.geolite")} <a href="https://www.maxmind.com">https://www.maxmind.com</a>.
      </p>
    </footer>
  );
}
