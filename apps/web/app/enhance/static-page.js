// Progressive enhancement for pages served without React hydration (see docs/adr/0004-static-marketing-pages.md).
// Plain JavaScript, inlined with the page's CSP nonce: menus, carousels, counters, dialogs and flash notices,
// driven by data attributes the server-rendered markup carries. Kept small on purpose.
(() => {
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const TOAST_MS = 5000;
  // A notice left by a redirect (e.g. a guard) was rendered by the server; it goes after 5 seconds.
  const flashToast = document.querySelector("[data-flash-toast]");
  if (flashToast) {
    document.cookie = "flash_notice=; Path=/; Max-Age=0; SameSite=Lax";
    window.setTimeout(() => flashToast.remove(), TOAST_MS);
  }
  const showToast = (message, kind) => {
    const toast = document.createElement("div");
    toast.className = `static-toast toast--${kind}`;
    toast.setAttribute("role", "status");
    toast.textContent = message;
    document.body.append(toast);
    window.setTimeout(() => toast.remove(), TOAST_MS);
  };

  // Navigation: dropdown menus and the small-screen toggle.
  const menuButtons = document.querySelectorAll("[data-menu-button]");
  const closeMenus = (except) => {
    menuButtons.forEach((button) => {
      if (button === except) return;
      button.setAttribute("aria-expanded", "false");
      const list = document.getElementById(button.getAttribute("aria-controls"));
      if (list) list.hidden = true;
    });
  };
  menuButtons.forEach((button) => {
    button.removeAttribute("aria-disabled");
    button.addEventListener("click", () => {
      const open = button.getAttribute("aria-expanded") !== "true";
      closeMenus(button);
      button.setAttribute("aria-expanded", String(open));
      const list = document.getElementById(button.getAttribute("aria-controls"));
      if (list) list.hidden = !open;
    });
  });
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest("[data-menu]")) closeMenus(null);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const open = document.querySelector('[data-menu-button][aria-expanded="true"]');
    closeMenus(null);
    if (open) open.focus();
  });
  const navToggle = document.querySelector("[data-nav-toggle]");
  if (navToggle) {
    navToggle.removeAttribute("aria-disabled");
    navToggle.addEventListener("click", () => {
      const nav = document.getElementById(navToggle.getAttribute("aria-controls"));
      const open = navToggle.getAttribute("aria-expanded") !== "true";
      navToggle.setAttribute("aria-expanded", String(open));
      if (nav) nav.dataset.open = String(open);
    });
  }

  // Logout also forgets the user's non-secret fields kept in local storage (docs/business-rules.md#states-and-transitions).
  document.querySelectorAll("[data-logout-form]").forEach((form) => {
    form.addEventListener("submit", () => {
      try {
        ["token", "userid", "name", "role", "email", "user", "currentSelection", "IntradayActivation"].forEach((key) =>
          localStorage.removeItem(key),
        );
      } catch {
        // storage unavailable
      }
    });
  });

  // Slide carousels: one slide visible, autoplay with pause, previous/next, dots and arrow keys.
  document.querySelectorAll("[data-carousel]").forEach((carousel) => {
    const slides = Array.from(carousel.querySelectorAll("[data-slide]"));
    const dots = Array.from(carousel.querySelectorAll("[data-goto]"));
    const track = carousel.querySelector("[data-track]");
    const toggle = carousel.querySelector("[data-toggle]");
    const interval = Number(carousel.dataset.autoplayMs || 0);
    let index = 0;
    let playing = interval > 0 && !reducedMotion;
    let hovered = false;
    let focused = false;
    let timer = 0;

    const show = (next) => {
      index = (next + slides.length) % slides.length;
      slides.forEach((slide, i) => {
        const active = i === index;
        slide.classList.toggle("is-active", active);
        if (active) slide.removeAttribute("aria-hidden");
        else slide.setAttribute("aria-hidden", "true");
        slide.inert = !active;
      });
      dots.forEach((dot, i) => (i === index ? dot.setAttribute("aria-current", "true") : dot.removeAttribute("aria-current")));
      if (track) track.style.transform = `translateX(${-100 * index}%)`;
      schedule();
    };
    const schedule = () => {
      window.clearTimeout(timer);
      const rotating = playing && !hovered && !focused && slides.length > 1;
      if (track) track.setAttribute("aria-live", rotating ? "off" : "polite");
      if (rotating) timer = window.setTimeout(() => show(index + 1), interval);
    };
    const setPlaying = (value) => {
      playing = value;
      if (toggle) {
        toggle.querySelector("[data-when-playing]").hidden = !playing;
        toggle.querySelector("[data-when-paused]").hidden = playing;
      }
      schedule();
    };

    carousel.querySelectorAll("[data-prev]").forEach((b) => b.addEventListener("click", () => show(index - 1)));
    carousel.querySelectorAll("[data-next]").forEach((b) => b.addEventListener("click", () => show(index + 1)));
    dots.forEach((dot) => dot.addEventListener("click", () => show(Number(dot.dataset.goto))));
    if (toggle) toggle.addEventListener("click", () => setPlaying(!playing));
    carousel.addEventListener("keydown", (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key === "ArrowLeft") show(index - 1);
      else if (event.key === "ArrowRight") show(index + 1);
      else return;
      event.preventDefault();
    });
    const viewport = carousel.querySelector("[data-viewport]") || carousel;
    viewport.addEventListener("mouseenter", () => {
      hovered = true;
      schedule();
    });
    viewport.addEventListener("mouseleave", () => {
      hovered = false;
      schedule();
    });
    // Focus inside pauses, except on the Pause/Play button, so that Play really plays.
    carousel.addEventListener("focusin", (event) => {
      focused = event.target !== toggle;
      schedule();
    });
    carousel.addEventListener("focusout", (event) => {
      if (carousel.contains(event.relatedTarget)) return;
      focused = false;
      schedule();
    });
    setPlaying(playing);
  });

  // Scroll-snap strips (testimonials): previous/next move by one card, a status says where we are.
  document.querySelectorAll("[data-strip]").forEach((strip) => {
    const track = strip.querySelector("[data-strip-track]");
    const status = strip.querySelector("[data-strip-status]");
    const cards = track ? Array.from(track.children) : [];
    const current = () => Math.round(track.scrollLeft / Math.max(1, cards[0].getBoundingClientRect().width));
    const go = (delta) => {
      const target = (current() + delta + cards.length) % cards.length;
      track.scrollTo({ left: cards[target].offsetLeft - track.offsetLeft, behavior: reducedMotion ? "auto" : "smooth" });
    };
    if (!track || cards.length === 0) return;
    strip.querySelectorAll("[data-strip-prev]").forEach((b) => b.addEventListener("click", () => go(-1)));
    strip.querySelectorAll("[data-strip-next]").forEach((b) => b.addEventListener("click", () => go(1)));
    track.addEventListener(
      "scroll",
      () => {
        if (status) status.textContent = `${current() + 1} / ${cards.length}`;
      },
      { passive: true },
    );
  });

  // Native dialogs: focus is trapped and Escape closes them; focus returns to the opener.
  document.querySelectorAll("[data-dialog-open]").forEach((opener) => {
    const dialog = document.getElementById(opener.dataset.dialogOpen);
    if (!dialog) return;
    opener.addEventListener("click", () => dialog.showModal());
    dialog.addEventListener("close", () => opener.focus({ preventScroll: true }));
    dialog.addEventListener("click", (event) => {
      if (event.target === dialog) dialog.close();
    });
  });
  document
    .querySelectorAll("[data-dialog-close]")
    .forEach((button) => button.addEventListener("click", () => button.closest("dialog").close()));

  // Other inline scripts of a page (e.g. enhance/setup-download.js) show their toasts through this one.
  document.addEventListener("investar:toast", (event) => showToast(event.detail.message, event.detail.kind));

  // Counters count up from 0 the first time they are seen.
  const counters = document.querySelectorAll("[data-count-to]");
  if (counters.length && "IntersectionObserver" in window && !reducedMotion) {
    // Indian digit grouping (2,50,000), as the server wrote the final figure (core's formatCount). Not Intl: a
    // renderer's first number format costs it 40–100 ms on this machine's Chromium, a long task on every page
    // with a counter (docs/adr/0071-no-intl-at-page-load.md).
    const grouped = (value) => String(value).replace(/(\d)(?=(\d\d)*\d{3}$)/g, "$1,");
    const observer = new IntersectionObserver(
      (entries) => {
        entries.forEach((entry) => {
          if (!entry.isIntersecting) return;
          observer.unobserve(entry.target);
          const target = Number(entry.target.dataset.countTo);
          const start = performance.now();
          const step = (now) => {
            const progress = Math.min(1, (now - start) / 1600);
            entry.target.textContent = grouped(Math.round(target * (1 - (1 - progress) ** 3)));
            if (progress < 1) requestAnimationFrame(step);
          };
          entry.target.textContent = "0";
          requestAnimationFrame(step);
        });
      },
      { threshold: 0.5 },
    );
    counters.forEach((counter) => observer.observe(counter));
  }

  // Same mark as a hydrated page's (components/providers.tsx): its menus, dialogs and forms are live now.
  document.documentElement.dataset.hydrated = "static";
})();
