import type { Route } from "./+types/site";
import { OfferBannerForm } from "../../components/admin/site/offer-banner-form.tsx";
import { SiteCounterForm } from "../../components/admin/site/site-counter-form.tsx";
import { HomeSlideForm } from "../../components/admin/site/home-slide-form.tsx";
import { TestimonialForm } from "../../components/admin/site/testimonial-form.tsx";
import "../../styles/admin.css";
import { adminContext } from "../../components/admin/admin-context.server.ts";
import { adminMeta } from "../../components/admin/admin-meta.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = adminContext(context);
  return { site: await services.getAdminSite() };
}

export const meta = adminMeta({
  title: "Site content",
  description: "The offer banner, the banner slides, the testimonials and the counters on the home page.",
  path: "/admin/site",
});

/** /admin/site (ADR 0027): a change shows on the home page of every instance at once. */
export default function AdminSite({ loaderData }: Route.ComponentProps) {
  const { banners, counters, slides, testimonials } = loaderData.site;
  // A new item goes last unless the admin picks another position.
  const after = (items: { order: number }[]) => Math.max(0, ...items.map((item) => item.order)) + 1;
  return (
    <div className="admin-page">
      <h1>Site content</h1>
      {banners.length === 0 ? <p>There is no offer banner.</p> : null}
      {banners.map((banner) => (
        <OfferBannerForm key={banner.id} banner={banner} title={banners.length > 1 ? `Offer banner ${banner.id}` : "Offer banner"} />
      ))}
      <section aria-labelledby="slides-heading">
        <h2 id="slides-heading">Home page banner slides</h2>
        <p>Shown slides rotate in the order of their position; a hidden slide stays here.</p>
        {slides.map((slide) => (
          <HomeSlideForm key={slide.id} slide={slide} nextOrder={after(slides)} />
        ))}
        {/* One form for new slides, kept across saves: it empties itself and keeps its "Saved." line. */}
        <HomeSlideForm key="new-slide" slide={null} nextOrder={after(slides)} />
      </section>
      <section aria-labelledby="testimonials-heading">
        <h2 id="testimonials-heading">Testimonials</h2>
        <p>The home page shows the first six shown testimonials, each cut to 48 words as in the preview.</p>
        {testimonials.map((testimonial) => (
          <TestimonialForm key={testimonial.id} testimonial={testimonial} nextOrder={after(testimonials)} />
        ))}
        <TestimonialForm key="new-testimonial" testimonial={null} nextOrder={after(testimonials)} />
      </section>
      <section className="card" aria-labelledby="counters-heading">
        <h2 id="counters-heading">Home page counters</h2>
        {counters.length === 0 ? <p>The home page shows no counters.</p> : null}
        {counters.map((counter) => (
          <SiteCounterForm key={counter.key} counter={counter} />
        ))}
      </section>
    </div>
  );
}
