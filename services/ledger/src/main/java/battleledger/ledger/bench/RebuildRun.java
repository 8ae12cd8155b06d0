package battleledger.ledger.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Only the rebuild (issue 18, {@code bench --rebuild-only}): the raw streamed read rate on the same database, then a
 * service of its own filled with a fixed number of turns on encounters of their own over HTTP (the same events every
 * run, so runs compare), then {@code POST /admin/projections/rebuild} a few times, each with the load average.
 * Quick to repeat while working on the rebuild.
 */
final class RebuildRun {

    private RebuildRun() {
    }

    static void measure(Report report, RawStore raw, Map<String, String> datasource, String heap, String jvm,
                        Path tmp, int encounters, int commands, int rebuilds) throws Exception {
        report.header();
        raw.create();
        raw.append(4, 2_000, RawStore.Commit.LAZY); // rows to read
        double read = Math.max(raw.readRate(), raw.readRate()); // the JIT warms up on the first passes
        report.row("raw.read", "raw streamed SELECT", String.format(Locale.ROOT, "%,.0f rows/s", read), "", "", "");
        try (Service service = Service.start(datasource, heap, jvm, tmp.resolve("service.log"))) {
            Runs http = new Runs(service, Battles.http(service), 0, "rb");
            int clients = Math.max(1, encounters / 2);
            http.players(clients);
            long t0 = System.nanoTime();
            long taken = fill(http, clients, Math.max(1, commands / clients));
            long filled = System.nanoTime() - t0;
            report.row("rebuild.fill", taken + " commands over HTTP on " + clients * 2 + " encounters, "
                            + clients + " clients", String.format(Locale.ROOT, "%,.0f commands/s", taken * 1e9 / filled),
                    ms(filled) + " ms", "", "");
            for (int i = 1; i <= rebuilds; i++) {
                rebuild(report, service, http, "rebuild." + i, "rebuild of every read model", read);
            }
        }
        String url = datasource.get("datasources.default.url");
        if (url != null && url.startsWith("jdbc:h2:file:")) {
            // the read models emptied while the service is stopped: a rebuild that must write every row
            try (java.sql.Connection c = java.sql.DriverManager.getConnection(url, "sa", "");
                 java.sql.Statement st = c.createStatement()) {
                for (String table : new String[]{"log_entry", "combatant_view", "initiative_view", "step_view",
                        "state_view", "encounter_view"}) {
                    st.executeUpdate("DELETE FROM " + table);
                }
            }
            try (Service service = Service.start(datasource, heap, jvm, tmp.resolve("service-empty.log"))) {
                Runs http = new Runs(service, Battles.http(service), 0, "rb");
                rebuild(report, service, http, "rebuild.empty", "rebuild into emptied read models (a fresh service)", read);
                rebuild(report, service, http, "rebuild.again", "the same rebuild once more (the rows now right)", read);
            }
        }
        report.row("raw.read.end", "raw streamed SELECT again, at the end", String.format(Locale.ROOT, "%,.0f rows/s",
                Math.max(raw.readRate(), raw.readRate())), "", "", "");
    }

    private static void rebuild(Report report, Service service, Runs http, String key, String what, double read)
            throws Exception {
        String load = Machine.load();
        long cpu = service.cpuMillis();
        long[] rebuilt = http.rebuild();
        cpu = service.cpuMillis() - cpu;
        double rate = rebuilt[0] * 1e9 / rebuilt[1];
        report.row(key, what + ", " + rebuilt[0] + " events (load " + load + " → " + Machine.load() + ")",
                String.format(Locale.ROOT, "%,.0f events/s", rate), ms(rebuilt[1]) + " ms (service CPU " + cpu + " ms)",
                Report.percent(rate / read),
                "≥ 50% of raw read");
    }

    /** Each client plays {@code each} commands of its turns; answers how many were taken. */
    private static long fill(Runs http, int clients, int each) throws Exception {
        AtomicLong taken = new AtomicLong();
        List<Thread> threads = new ArrayList<>();
        List<Exception> failures = new ArrayList<>();
        for (int i = 0; i < clients; i++) {
            Clients.Op op = http.playersView().client(i);
            Thread t = new Thread(() -> {
                try {
                    for (int n = 0; n < each; n++) {
                        if (op.call()) {
                            taken.incrementAndGet();
                        }
                    }
                } catch (Exception e) {
                    synchronized (failures) {
                        failures.add(e);
                    }
                }
            });
            threads.add(t);
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
        if (!failures.isEmpty()) {
            throw failures.get(0);
        }
        return taken.get();
    }

    private static String ms(long nanos) {
        return String.format(Locale.ROOT, "%.1f", nanos / 1e6);
    }
}
