package battleledger.ledger.bench;

import battleledger.ledger.app.EncounterService;
import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.server.EmbeddedServer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * The load driver (issue 18): the store's raw limits and the service's figures measured in one run, side by side.
 * {@code java -jar battle-ledger.jar bench} (about 6 minutes), or {@code --short} for a smoke run of seconds.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = {"Measures the raw store and the service in one run and prints every figure beside the raw",
                "limit it is compared with (Markdown; --out writes it to a file)."})
public final class BenchCommand implements Callable<Integer> {

    static final int[] CLIENTS = {1, 4, 16, 64};

    @Spec
    CommandSpec spec;

    @Option(names = "--short", description = "a smoke run: a fraction of a second per figure, a short deep battle")
    boolean quick;

    @Option(names = "--seconds", description = "how long each figure is measured (default ${DEFAULT-VALUE})",
            defaultValue = "5")
    double seconds;

    @Option(names = "--deep-steps", description = "steps of the long battle revised deep down (default ${DEFAULT-VALUE})",
            defaultValue = "1500")
    int deepSteps;

    @Option(names = "--heap", description = "the service's -Xmx (default ${DEFAULT-VALUE})", defaultValue = "128m")
    String heap;

    @Option(names = "--service-jvm", description = "more options for the service's JVM (e.g. -XX:StartFlightRecording=...)")
    String serviceJvm;

    @Option(names = "--out", description = "also write the report to this file")
    Path out;

    @Option(names = "--no-h2", description = "leave out the H2 figures (with --postgres: PostgreSQL only)")
    boolean noH2;

    @Option(names = "--postgres", description = "measure on PostgreSQL too: a temporary cluster of Debian's package")
    boolean postgres;

    @Option(names = "--deep-only", description = "only the long battle: its deep revision (twice) and /verify")
    boolean deepOnly;

    @Option(names = "--deep-repeat", description = "with --deep-only: the override this many times more, to 1 and 20 "
            + "by turns, and their median (default ${DEFAULT-VALUE})", defaultValue = "0")
    int deepRepeat;

    @Option(names = "--rebuild-only", description = "only the raw read and the rebuild: a service of its own filled "
            + "with --rebuild-commands turns on --rebuild-encounters encounters over HTTP, then rebuilt --rebuilds times")
    boolean rebuildOnly;

    @Option(names = "--rebuild-encounters", description = "encounters filled for --rebuild-only (default ${DEFAULT-VALUE})",
            defaultValue = "64")
    int rebuildEncounters;

    @Option(names = "--rebuild-commands", description = "commands played for --rebuild-only (default ${DEFAULT-VALUE})",
            defaultValue = "3000")
    int rebuildCommands;

    @Option(names = "--rebuilds", description = "rebuilds timed by --rebuild-only (default ${DEFAULT-VALUE})",
            defaultValue = "3")
    int rebuilds;

    @Option(names = "--commands-only", description = "only the raw appends and the commands over HTTP (issue 18's "
            + "group commit): no reads, no long battle, no gateway")
    boolean commandsOnly;

    @Option(names = "--reads-only", description = "only the reads: a read at 1 and 16 clients and the "
            + "read-your-writes delay idle and with 16 writers, after a warm-up")
    boolean readsOnly;

    @Option(names = "--h2-url-options", description = "appended to the service's H2 URL, e.g. ';WRITE_DELAY=0' "
            + "(default: none, the service's own setting)", defaultValue = "")
    String h2UrlOptions;

    @Option(names = "--no-group-commit", description = "the service answers a command once it is committed, "
            + "without waiting for the flush to the disk (ledger.store.group-commit=false)")
    boolean noGroupCommit;

    @Override
    public Integer call() throws Exception {
        long millis = quick ? 400 : (long) (seconds * 1000);
        PrintWriter w = spec.commandLine().getOut();
        Report report = new Report(w);
        report.line("# Battle Ledger load driver" + (quick ? " (short run: figures are not meaningful)" : ""));
        report.line("");
        report.line("- run: " + Instant.now() + ", " + millis + " ms per figure, service heap -Xmx" + heap
                + (serviceJvm == null ? "" : " " + serviceJvm)
                + Service.jvmOptionsFile().map(f -> ", options file " + f.getFileName()).orElse(", no options file"));
        report.line("- machine: " + Machine.describe());
        report.line("- load average (1 min) at start: " + Machine.load());
        Path tmp = Files.createTempDirectory("battle-ledger-bench");
        try {
            run(report, millis, tmp);
        } catch (Exception | Error e) {
            report.line("- failed; the services' logs are kept in " + tmp);
            throw e;
        }
        TempFiles.delete(tmp); // its databases reach gigabytes: a run that went well leaves nothing behind
        if (out != null) {
            report.save(out);
        }
        return 0;
    }

    private void run(Report report, long millis, Path tmp) throws Exception {
        String h2 = ";DATABASE_TO_LOWER=TRUE;DB_CLOSE_ON_EXIT=FALSE;AUTO_SERVER=FALSE";
        if (!noH2) {
            report.line("");
            report.line("## H2 (file, the service's URL" + (h2UrlOptions.isEmpty() ? "" : " + " + h2UrlOptions)
                    + ", group commit " + (noGroupCommit ? "off" : "on") + ")");
            measure(report, millis,
                new RawStore("jdbc:h2:file:" + tmp.resolve("raw-durable") + h2, "sa", ""),
                new RawStore("jdbc:h2:file:" + tmp.resolve("raw") + h2, "sa", ""),
                service(Map.of("datasources.default.url", "jdbc:h2:file:" + tmp.resolve("ledger") + h2 + h2UrlOptions)),
                tmp);
        }
        if (postgres) {
            report.line("");
            report.line("## PostgreSQL (Debian's package, a cluster of the run's own, fsync on)");
            var bin = LocalPostgres.binaries();
            if (bin.isEmpty()) {
                report.line("- not installed (no /usr/lib/postgresql/*/bin/initdb, no PG_BIN): skipped");
            } else {
                try (LocalPostgres pg = LocalPostgres.start(bin.get())) {
                    RawStore raw = new RawStore(pg.url("raw"), "ledger", "ledger");
                    measure(report, millis, raw, raw, service(Map.of("datasources.default.url", pg.url("ledger"),
                            "datasources.default.username", "ledger", "datasources.default.password", "ledger")), tmp);
                }
            }
        }
        report.line("");
        report.line("- load average (1 min) at the end: " + Machine.load());
    }

    private Map<String, String> service(Map<String, String> datasource) {
        Map<String, String> properties = new HashMap<>(datasource);
        properties.put("ledger.store.group-commit", String.valueOf(!noGroupCommit));
        return properties;
    }

    private void measure(Report report, long millis, RawStore durableRaw, RawStore lazyRaw,
                         Map<String, String> datasource, Path tmp) throws Exception {
        int deep = quick ? 40 : deepSteps;
        if (deepOnly) {
            DeepRun.measure(report, datasource, heap, serviceJvm, tmp, deep, deepRepeat);
            return;
        }
        if (rebuildOnly) {
            RebuildRun.measure(report, lazyRaw, datasource, heap, serviceJvm, tmp, rebuildEncounters,
                    quick ? 60 : rebuildCommands, rebuilds);
            return;
        }
        if (readsOnly) {
            ReadsRun.measure(report, datasource, heap, serviceJvm, tmp, millis, quick);
            return;
        }
        report.header();
        durableRaw.create();
        Clients.Result d1 = durableRaw.append(1, millis, RawStore.Commit.DURABLE);
        Clients.Result d4 = durableRaw.append(4, millis, RawStore.Commit.DURABLE);
        if (lazyRaw != durableRaw) {
            lazyRaw.create();
        }
        Clients.Result g4 = durableRaw.h2() ? durableRaw.append(4, millis, RawStore.Commit.GROUPED) : null;
        Clients.Result w1 = lazyRaw.h2() ? lazyRaw.append(1, millis, RawStore.Commit.WRITTEN) : null;
        Clients.Result w4 = lazyRaw.h2() ? lazyRaw.append(4, millis, RawStore.Commit.WRITTEN) : null;
        Clients.Result n1 = lazyRaw.append(1, millis, RawStore.Commit.LAZY);
        Clients.Result n4 = lazyRaw.append(4, millis, RawStore.Commit.LAZY);
        double read = lazyRaw.readRate();
        String fsync = lazyRaw.h2() ? " (CHECKPOINT SYNC: fsync)" : " (synchronous_commit on)";
        report.rate("raw.append.durable.1", "raw INSERT + durable commit" + fsync + ", 1 thread", d1, "rows", 0, "");
        report.rate("raw.append.durable.4", "raw INSERT + durable commit" + fsync + ", 4 threads", d4, "rows", 0, "");
        if (g4 != null) {
            report.rate("raw.append.grouped.4", "raw INSERT + commit, then a CHECKPOINT SYNC shared with the threads "
                    + "committing meanwhile (the service's group commit), 4 threads", g4, "rows", 0, "");
        }
        if (w1 != null) {
            report.rate("raw.append.written.1", "raw INSERT + commit written, not forced (WRITE_DELAY=0), 1 thread",
                    w1, "rows", 0, "");
            report.rate("raw.append.written.4", "raw INSERT + commit written, not forced (WRITE_DELAY=0), 4 threads",
                    w4, "rows", 0, "");
        }
        report.rate("raw.append.lazy.1", "raw INSERT + commit flushed later, 1 thread", n1, "rows", 0, "");
        report.rate("raw.append.lazy.4", "raw INSERT + commit flushed later, 4 threads", n4, "rows", 0, "");
        report.row("raw.read", "raw streamed SELECT", String.format(Locale.ROOT, "%,.0f rows/s", read), "", "", "");
        long[] rss;
        try (Service service = Service.start(datasource, heap, serviceJvm, tmp.resolve("service.log"))) {
            report.row("startup", "service start to first answer (a JVM of its own, fresh database)",
                    service.startupMillis + " ms", "", "", "≤ 1,500 ms");
            Runs http = new Runs(service, Battles.http(service), millis, "http");
            http.players(4);
            Clients.run(4, quick ? 200 : Math.min(20_000, millis * 3), http.playersView()); // warm-up
            for (int n : CLIENTS) {
                long cpu0 = service.cpuNanos();
                Clients.Result[] r = http.spreadWithCatchUp(n);
                report.rate("http.spread." + n, "commands over HTTP, " + n + " clients on their own encounters",
                        r[0], "commands", d4.perSecond(), n == 4 ? "≥ 50% of durable raw (4 threads)" : "");
                report.rate("http.spread.caught-up." + n, "the same, counted until the projections caught up", r[1],
                        "commands", n4.perSecond(), n == 4 ? "≥ 10% of lazy raw (4 threads)" : "");
                report.cpuPerCommand("http.spread.cpu." + n, cpu0 < 0 ? -1 : service.cpuNanos() - cpu0, r[0].ok());
            }
            for (int n : CLIENTS) {
                report.rate("http.one." + n, "commands over HTTP, " + n + " clients on one encounter (GM's checks)",
                        http.oneEncounter(n), "commands", d4.perSecond(), "");
            }
            service.reportStore(report);
            if (commandsOnly) {
                return;
            }
            report.rate("read.16", "reads over HTTP (combatants), 16 clients", http.reads(16), "reads", read,
                    "p99 ≤ 5 ms");
            report.probes("ryw.idle", "read-your-writes: ?after= read following each answer, idle",
                    http.readYourWritesDelay(0), "p99 ≤ 50 ms");
            report.probes("ryw.16", "read-your-writes with 16 writers playing turns", http.readYourWritesDelay(16),
                    "p99 ≤ 200 ms");
            rss = service.rssMiB();
            report.row("rss.load", "service RSS after the load (now / peak; anonymous + file-mapped now)",
                    rss[0] + " / " + rss[1] + " MiB (" + rss[2] + " + " + rss[3] + ")",
                    "", "", "≤ 300 MiB");
            try {
                int[] battle = http.deepBattle("deep", deep);
                long[] revision = http.revision("deep", battle[1], 20);
                report.row("revision.deep", "OverrideRoll at step " + battle[1] + " of a " + battle[0]
                                + "-step battle: answered / projected", ms(revision[0]) + " / " + ms(revision[1]) + " ms",
                        "", "", "≤ 100 ms");
                long[] verified = http.verify("deep");
                report.row("verify", "/verify of the " + verified[0] + "-step battle", String.format(Locale.ROOT,
                        "%,.0f steps/s", verified[0] * 1e9 / verified[1]), ms(verified[1]) + " ms", "", "");
                long[] rebuilt = http.rebuild();
                double rebuildRate = rebuilt[0] * 1e9 / rebuilt[1];
                report.row("rebuild", "rebuild of every read model, " + rebuilt[0] + " events",
                        String.format(Locale.ROOT, "%,.0f events/s", rebuildRate), ms(rebuilt[1]) + " ms",
                        Report.percent(rebuildRate / read), "≥ 50% of raw read");
            } catch (Exception e) {
                report.row("failed", "the revision, verify or rebuild", String.valueOf(e.getMessage()), "", "", "");
            }
            rss = service.rssMiB();
            report.row("rss.end", "service RSS at the end (now / peak; anonymous + file-mapped now)",
                    rss[0] + " / " + rss[1] + " MiB (" + rss[2] + " + " + rss[3] + ")", "", "",
                    "≤ 300 MiB");
        }
        inProcess(report, datasource, tmp, millis, d4.perSecond());
    }

    /** The command gateway called in this JVM: the service's path without HTTP. */
    private void inProcess(Report report, Map<String, String> datasource, Path tmp, long millis, double raw)
            throws Exception {
        Map<String, Object> properties = new HashMap<>(datasource);
        if (!String.valueOf(datasource.get("datasources.default.url")).startsWith("jdbc:postgresql")) {
            properties.put("datasources.default.url", "jdbc:h2:file:" + tmp.resolve("inproc")
                    + ";DATABASE_TO_LOWER=TRUE;DB_CLOSE_ON_EXIT=FALSE;AUTO_SERVER=FALSE" + h2UrlOptions);
        }
        properties.put("ledger.store.group-commit", !noGroupCommit);
        properties.put("micronaut.server.port", -1);
        properties.put("logger.levels.battleledger.requests", "WARN"); // the driver's own output stays readable
        properties.put("ledger.security.mode", "open");
        properties.put("ledger.admin-token", Service.ADMIN);
        System.setProperty("disable-axoniq-console-message", "true");
        try (EmbeddedServer server = ApplicationContext.run(EmbeddedServer.class, properties)) {
            Service service = Service.attach(server.getURL().toString());
            Runs gateway = new Runs(service, Battles.gateway(server.getApplicationContext()
                    .getBean(EncounterService.class)), millis, "gw");
            gateway.players(4);
            Clients.run(4, Math.min(5_000, millis), gateway.playersView()); // warm-up
            for (int n : CLIENTS) {
                report.rate("gateway.spread." + n, "commands through the command gateway, " + n
                        + " clients on their own encounters", gateway.spread(n), "commands", raw, "");
            }
            for (int n : CLIENTS) {
                report.rate("gateway.one." + n, "commands through the command gateway, " + n
                        + " clients on one encounter", gateway.oneEncounter(n), "commands", raw, "");
            }
        }
    }

    private static String ms(long nanos) {
        return String.format(Locale.ROOT, "%.1f", nanos / 1e6);
    }
}
