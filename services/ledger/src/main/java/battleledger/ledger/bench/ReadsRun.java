package battleledger.ledger.bench;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * Only the reads (issue 18, `bench --reads-only`): a service of its own, the encounters the read rows use, a
 * warm-up of reads and writes, then a read at 1 and 16 clients and the read-your-writes delay idle and with 16
 * writers, each row with the load average when it was taken. Quick to repeat while working on a read's path.
 */
final class ReadsRun {

    private ReadsRun() {
    }

    static void measure(Report report, Map<String, String> datasource, String heap, String jvm, Path tmp, long millis,
                        boolean quick) throws Exception {
        try (Service service = Service.start(datasource, heap, jvm, tmp.resolve("service.log"))) {
            report.header();
            report.row("startup", "service start to first answer (a JVM of its own, fresh database)",
                    service.startupMillis + " ms", "", "", "≤ 1,500 ms");
            Runs http = new Runs(service, Battles.http(service), millis, "http");
            http.players(17);
            long warm = quick ? 200 : Math.min(10_000, millis * 2);
            Clients.run(4, warm, http.playersView()); // warm-up: the command path and the projection
            http.reads(16, warm); // and the read path
            report.rate("read.1", "reads over HTTP (combatants), 1 client (load " + Machine.load() + ")",
                    http.reads(1), "reads", 0, "");
            long service0 = service.cpuNanos();
            long driver0 = driverCpuNanos();
            Clients.Result reads = http.reads(16);
            long serviceCpu = service.cpuNanos() - service0;
            long driverCpu = driverCpuNanos() - driver0;
            report.rate("read.16", "reads over HTTP (combatants), 16 clients (load " + Machine.load() + ")",
                    reads, "reads", 0, "p99 ≤ 5 ms");
            report.row("read.16.cpu", "CPU per read at 16 clients: the service / the driver (its HTTP client)",
                    String.format(Locale.ROOT, "%.0f / %.0f µs", serviceCpu / 1e3 / Math.max(1, reads.ok()),
                            driverCpu / 1e3 / Math.max(1, reads.ok())), "", "", "");
            report.probes("ryw.idle", "read-your-writes: ?after= read following each answer, idle (load "
                    + Machine.load() + ")", http.readYourWritesDelay(0), "p99 ≤ 50 ms");
            report.probes("ryw.16", "read-your-writes with 16 writers playing turns (load " + Machine.load() + ")",
                    http.readYourWritesDelay(16), "p99 ≤ 200 ms");
        }
    }

    /** CPU time this JVM (the driver and its HTTP client) has used so far, or -1. */
    private static long driverCpuNanos() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime() : -1;
    }
}
