import { useQuery } from '@tanstack/react-query';
import { newsletterListsContract, routePath, type NewsletterList } from '@harmony/shared';
import { fetchOne, resourceKeys } from '../../components/resource/resource-api';

/** The list a subscribers' screen is about (its name in the heading), cached as the lists' resource caches it. */
export const useNewsletterList = (id: number) =>
  useQuery({ queryKey: resourceKeys.item(newsletterListsContract.name, id), queryFn: () => fetchOne<NewsletterList & { id: number }>(newsletterListsContract.path, id) });

export const subscribersPathOf = (id: number) => routePath('newsletterSubscribers').replace(':id', String(id));
export const importPathOf = (id: number) => routePath('newsletterImport').replace(':id', String(id));
