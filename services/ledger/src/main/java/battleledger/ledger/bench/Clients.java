package battleledger.ledger.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/** Runs N clients for a while, each calling its operation in a loop, and sums up how many and how fast. */
final class Clients {

    private Clients() {
    }

    /** One client's operation; answers false when the service refused or failed it. */
    interface Op {
        boolean call() throws Exception;
    }

    /** Makes client number {@code i}'s operation. */
    interface PerClient {
        Op client(int i) throws Exception;
    }

    /** What a run did: operations that succeeded, failures, the run's length, and latencies in nanoseconds. */
    record Result(long ok, long failed, long nanos, long p50, long p99, long max) {

        double perSecond() {
            return ok * 1e9 / Math.max(1, nanos);
        }

        static Result of(long failed, long nanos, long[] latencies) {
            Arrays.sort(latencies);
            return new Result(latencies.length, failed, nanos, pct(latencies, 0.50), pct(latencies, 0.99),
                    latencies.length == 0 ? 0 : latencies[latencies.length - 1]);
        }

        private static long pct(long[] sorted, double p) {
            return sorted.length == 0 ? 0 : sorted[Math.min(sorted.length - 1, (int) Math.floor(p * sorted.length))];
        }
    }

    static Result run(int clients, long millis, PerClient perClient) throws Exception {
        long deadline = System.nanoTime() + millis * 1_000_000L;
        return run(clients, () -> System.nanoTime() < deadline, perClient);
    }

    /** The same, for as long as {@code goOn} says. */
    static Result run(int clients, java.util.function.BooleanSupplier goOn, PerClient perClient) throws Exception {
        List<Op> ops = new ArrayList<>();
        for (int i = 0; i < clients; i++) {
            ops.add(perClient.client(i));
        }
        AtomicLong failed = new AtomicLong();
        long[][] latencies = new long[clients][];
        int[] counts = new int[clients];
        List<Thread> threads = new ArrayList<>();
        long start = System.nanoTime();
        for (int i = 0; i < clients; i++) {
            int c = i;
            latencies[c] = new long[1024];
            Thread t = new Thread(() -> {
                while (goOn.getAsBoolean()) {
                    long t0 = System.nanoTime();
                    boolean ok;
                    try {
                        ok = ops.get(c).call();
                    } catch (Exception e) {
                        ok = false;
                    }
                    if (!ok) {
                        failed.incrementAndGet();
                        continue;
                    }
                    if (counts[c] == latencies[c].length) {
                        latencies[c] = Arrays.copyOf(latencies[c], counts[c] * 2);
                    }
                    latencies[c][counts[c]++] = System.nanoTime() - t0;
                }
            }, "bench-client-" + i);
            threads.add(t);
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
        long nanos = System.nanoTime() - start;
        int total = Arrays.stream(counts).sum();
        long[] all = new long[total];
        int at = 0;
        for (int i = 0; i < clients; i++) {
            System.arraycopy(latencies[i], 0, all, at, counts[i]);
            at += counts[i];
        }
        return Result.of(failed.get(), nanos, all);
    }
}
