import { useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

/** Search text, page and page size of an admin table; a new search starts at the first page. */
export function usePagedSearch(initialPageSize = 10) {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const q = useDebouncedValue(search.trim());
  return {
    search,
    setSearch: (value: string) => {
      setSearchText(value);
      setPage(0);
    },
    page,
    pageSize,
    onPage: (next: number, size: number) => {
      setPage(next);
      setPageSize(size);
    },
    /** What the API is asked for: 1-based page, debounced search. */
    query: { page: page + 1, pageSize, q },
  };
}

export type PagedSearch = ReturnType<typeof usePagedSearch>;
