package battleledger.ledger.bench;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The driver's output: a Markdown table, one row per figure, each beside the raw limit it is compared with. */
final class Report {

    private final PrintWriter out;
    private final List<String> lines = new ArrayList<>();

    Report(PrintWriter out) {
        this.out = out;
    }

    void line(String text) {
        lines.add(text);
        out.println(text);
        out.flush();
    }

    void header() {
        line("");
        line("| key | what | figure | p50 / p99 / max ms | ratio to the raw limit | goal |");
        line("| --- | --- | --- | --- | --- | --- |");
    }

    void row(String key, String what, String figure, String latency, String ratio, String goal) {
        line("| " + key + " | " + what + " | " + figure + " | " + latency + " | " + ratio + " | " + goal + " |");
    }

    void rate(String key, String what, Clients.Result r, String unit, double limit, String goal) {
        row(key, what, String.format(Locale.ROOT, "%,.0f %s/s%s", r.perSecond(), unit,
                        r.failed() == 0 ? "" : " (" + r.failed() + " not taken)"),
                ms(r), limit <= 0 ? "" : percent(r.perSecond() / limit), goal);
    }

    /** A percentile figure with how many samples it rests on (its p99 is its slowest below 100). */
    void probes(String key, String what, Clients.Result r, String goal) {
        row(key, what, String.format(Locale.ROOT, "%,.0f probes/s, %,d probes%s", r.perSecond(), r.ok(),
                        r.failed() == 0 ? "" : " (" + r.failed() + " not taken)"), ms(r), "", goal);
    }

    /**
     * The service's CPU per command over a run (the projection's work included) and the command rate the machine's
     * cores would allow at that cost: the bound on any rate, whatever the disk or the load.
     */
    void cpuPerCommand(String key, long cpuNanos, long commands) {
        if (cpuNanos < 0 || commands <= 0) {
            return; // not on Linux, or nothing taken
        }
        double micros = cpuNanos / 1e3 / commands;
        int cores = Runtime.getRuntime().availableProcessors();
        row(key, "service CPU per command, projection included; the rate the cores allow at that cost",
                String.format(Locale.ROOT, "%,.0f µs (at most %,.0f commands/s on %d cores)", micros,
                        cores * 1e6 / Math.max(1, micros), cores), "", "", "");
    }

    static String ms(Clients.Result r) {
        return String.format(Locale.ROOT, "%.1f / %.1f / %.1f", r.p50() / 1e6, r.p99() / 1e6, r.max() / 1e6);
    }

    static String percent(double ratio) {
        return String.format(Locale.ROOT, "%.1f%%", ratio * 100);
    }

    void save(Path file) throws java.io.IOException {
        if (file.getParent() != null) {
            Files.createDirectories(file.getParent());
        }
        Files.write(file, lines);
    }
}
