// The database's tables by domain; drizzle.config.ts generates migrations from this file, and the
// app imports every table from '@/lib/db/schema'.
export * from './admin';
export * from './booking';
export * from './catalog';
export * from './contact';
export * from './journal';
export * from './content';
export * from './mail';
export * from './operations';
export * from './orders';
export * from './pages';
export * from './sales';
