// @vitest-environment node
import { routeOfRendered } from './next-build';

describe('routeOfRendered', () => {
  it("names the route of a page Next rendered into .next/server/app, as the export's folders do", () => {
    expect(routeOfRendered('index.html')).toBe('/');
    expect(routeOfRendered('personal.html')).toBe('/personal/');
    expect(routeOfRendered('business/insights/cash-management.html')).toBe('/business/insights/cash-management/');
    expect(routeOfRendered('_global-error/index.html')).toBe('/_global-error/');
  });
});
