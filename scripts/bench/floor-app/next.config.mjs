// The benchmark's reference page: next-intl's getting-started page on the site's Next.js, built
// the way the site is built (same compile hints), so each table can show what the framework
// alone costs on the machine of the run. See scripts/bench/floor.mjs.
import createNextIntlPlugin from 'next-intl/plugin';
import { addCompileHints } from '../../compile-hints.mjs';

const withNextIntl = createNextIntlPlugin('./i18n/request.js');

export default withNextIntl({
  poweredByHeader: false,
  compiler: {
    async runAfterProductionCompile({ distDir }) {
      addCompileHints(distDir);
    },
  },
});
