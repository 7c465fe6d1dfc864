import type { Endpoint } from '../cases';
import { numbered } from '../cases';
import { adminEndpoints } from './admin';
import { articleEndpoints } from './articles';
import { bookingAdminEndpoints } from './booking-admin';
import { bookingEndpoints } from './bookings';
import { contentEndpoints } from './content';
import { documentEndpoints } from './documents';
import { discountCodeEndpoints } from './discount-codes';
import { downloadEndpoints } from './downloads';
import { healthEndpoints } from './health';
import { journalEndpoints } from './journal';
import { messageEndpoints } from './messages';
import { orderEndpoints } from './orders';
import { pageEndpoints } from './pages';
import { productEndpoints } from './products';
import { projectEndpoints } from './projects';
import { sellerSettingsEndpoints } from './seller-settings';
import { shopEndpoints } from './shop';
import { systemEndpoints } from './system';
import { teamEndpoints } from './team';
import { testimonialEndpoints } from './testimonials';
import { translationEndpoints } from './translations';
import { uploadEndpoints } from './uploads';

/** Every route handler of the app with its malformed requests, each case numbered within its endpoint. */
export const ENDPOINTS: Endpoint[] = [
  ...adminEndpoints,
  ...teamEndpoints,
  ...projectEndpoints,
  ...articleEndpoints,
  ...journalEndpoints,
  ...contentEndpoints,
  ...testimonialEndpoints,
  ...translationEndpoints,
  ...pageEndpoints,
  ...productEndpoints,
  ...orderEndpoints,
  ...documentEndpoints,
  ...sellerSettingsEndpoints,
  ...discountCodeEndpoints,
  ...shopEndpoints,
  ...downloadEndpoints,
  ...uploadEndpoints,
  ...messageEndpoints,
  ...bookingEndpoints,
  ...bookingAdminEndpoints,
  ...healthEndpoints,
  ...systemEndpoints,
].map((endpoint) => ({
  ...endpoint,
  cases: numbered(endpoint.cases),
}));
