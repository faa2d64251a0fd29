/**
 * React, and every library like it, picks its development or production build from NODE_ENV the first time it is
 * loaded, while the server's configuration reads an unset NODE_ENV as production (config.ts). The entry points call
 * this before anything loads React, so the two agree: started without NODE_ENV (`npm start`), the server rendered
 * its pages with React's development build, about twice the CPU a page.
 */
export function productionByDefault(): void {
  process.env.NODE_ENV ||= "production";
}
