/** How many featured testimonials the home page shows, in the studio's order (the admin's note says so). */
export const HOME_TESTIMONIAL_COUNT = 2;
