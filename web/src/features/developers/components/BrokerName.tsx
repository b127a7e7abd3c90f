import { useListBrokersQuery } from '../developersApi';

/** A broker's name for its id (the brokers are read once and kept); the id itself until they are in, or if they cannot be read. */
export function BrokerName({ id }: { id: string }) {
  const { data: brokers } = useListBrokersQuery();
  return <>{brokers?.find((b) => b.id === id)?.name ?? id}</>;
}
