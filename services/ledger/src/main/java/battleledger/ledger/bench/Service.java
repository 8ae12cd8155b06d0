package battleledger.ledger.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;

/**
 * The service in a JVM of its own, as an operator runs it ({@code -Xmx} bounded, the service's own H2 URL or the
 * given PostgreSQL, tokens off), driven over HTTP. Its start is timed to the first answer; its RSS read from /proc.
 */
final class Service implements AutoCloseable {

    static final ObjectMapper JSON = new ObjectMapper();
    static final String ADMIN = "bench-admin-token-0123456789";

    private final Process process;
    private final String base;
    private final HttpClient http;
    private final PlainHttp reads;
    final long startupMillis;

    private Service(Process process, String base, long startupMillis) {
        this.process = process;
        this.base = base;
        this.startupMillis = startupMillis;
        this.http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .executor(Executors.newFixedThreadPool(4)).connectTimeout(Duration.ofSeconds(5)).build();
        this.reads = new PlainHttp(base);
    }

    static Service start(Map<String, String> datasource, String heap, String jvm, Path log) throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        List<String> cmd = new ArrayList<>();
        cmd.add(ProcessHandle.current().info().command().orElse("java"));
        jvmOptionsFile().ifPresent(file -> cmd.add("@" + file)); // as the README runs it; the -Xmx below wins
        cmd.add("-Xmx" + heap);
        cmd.add("-Ddisable-axoniq-console-message=true");
        if (jvm != null && !jvm.isBlank()) {
            cmd.addAll(List.of(jvm.trim().split("\\s+")));
        }
        cmd.add("-Dmicronaut.server.port=" + port);
        cmd.add("-Dledger.security.mode=open");
        cmd.add("-Dledger.admin-token=" + ADMIN);
        datasource.forEach((k, v) -> cmd.add("-D" + k + "=" + v));
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add("battleledger.ledger.Application");
        long t0 = System.nanoTime();
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        Service s = new Service(p, "http://127.0.0.1:" + port, 0);
        long deadline = t0 + 120_000_000_000L;
        while (System.nanoTime() < deadline) {
            if (!p.isAlive()) {
                throw new IllegalStateException("the service did not start; see " + log + ":\n"
                        + Files.readString(log));
            }
            try {
                if (s.get("/health/liveness").statusCode() == 200) {
                    return new Service(p, s.base, (System.nanoTime() - t0) / 1_000_000);
                }
            } catch (IOException e) {
                // not listening yet
            }
            Thread.sleep(10);
        }
        p.destroyForcibly();
        throw new IllegalStateException("the service did not answer within 120 s");
    }

    /**
     * The JVM options file the build writes beside the jar ({@code battle-ledger.jvm}: the heap bound, the
     * collector, the class-data-sharing archive; README, "Startup and memory"), when the driver runs from the jar.
     */
    static java.util.Optional<Path> jvmOptionsFile() {
        String classPath = System.getProperty("java.class.path", "");
        if (classPath.contains(java.io.File.pathSeparator) || !classPath.endsWith(".jar")) {
            return java.util.Optional.empty();
        }
        Path file = Path.of(classPath).toAbsolutePath().resolveSibling("battle-ledger.jvm");
        return Files.isRegularFile(file) ? java.util.Optional.of(file) : java.util.Optional.empty();
    }

    /** A service already running at {@code base} (one started in this JVM). */
    static Service attach(String base) {
        return new Service(null, base, 0);
    }

    PlainHttp.Answer get(String path) throws IOException {
        return reads.get(path, "Bearer " + ADMIN);
    }

    HttpResponse<String> post(String path, String body) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(URI.create(base + path)).header("Content-Type", "application/json")
                .header("Authorization", "Bearer " + ADMIN).timeout(Duration.ofSeconds(120))
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    /** The store's rows of a run: the group commit ({@code group.commit}) and H2's file ({@code store.file}). */
    void reportStore(Report report) throws IOException, InterruptedException {
        report.row("group.commit", "commands that waited for the disk / flushes (ledger.store.*)", groupCommit(),
                "", "", "");
        report.row("store.file", "bytes H2 wrote / read in its file per command that waited for the disk "
                + "(ledger.store.file.*)", storeFile(), "", "", "");
    }

    /**
     * The group commit's counters from /prometheus: commands that waited for the disk, flushes, and commands per
     * flush; "off" when the service has none (PostgreSQL, or switched off).
     */
    private String groupCommit() throws IOException, InterruptedException {
        java.util.Map<String, Double> m = counters();
        Double waits = m.get("ledger_store_durable_waits_total");
        Double flushes = m.get("ledger_store_flushes_total");
        if (waits == null || flushes == null) {
            return "off";
        }
        double seconds = m.getOrDefault("ledger_store_flush_seconds_total", 0.0);
        return String.format(java.util.Locale.ROOT, "%,.0f / %,.0f (%.2f per flush; a flush %.2f ms)", waits,
                flushes, waits / Math.max(1, flushes), seconds * 1000 / Math.max(1, flushes));
    }

    /**
     * What H2 wrote to and read from its file per command that waited for the disk (ledger.store.file.*, over the
     * whole run so far); "off" when the service has no such counters (PostgreSQL) or no command waited.
     */
    private String storeFile() throws IOException, InterruptedException {
        Thread.sleep(1_500); // the service samples H2's counters once a second (ops/StoreFileMetrics)
        java.util.Map<String, Double> m = counters();
        double waits = m.getOrDefault("ledger_store_durable_waits_total", 0.0);
        Double written = m.get("ledger_store_file_written_bytes_total");
        if (waits <= 0 || written == null) {
            return "off";
        }
        double read = m.getOrDefault("ledger_store_file_read_bytes_total", Double.NaN);
        return String.format(java.util.Locale.ROOT, "%,.1f / %,.1f KiB per command (%,.0f MiB written)",
                written / 1024 / waits, read / 1024 / waits, written / 1024 / 1024);
    }

    /** The service's counters without labels (a line {@code name value} of /prometheus), by name. */
    private java.util.Map<String, Double> counters() throws IOException, InterruptedException {
        java.util.Map<String, Double> found = new java.util.HashMap<>();
        for (String line : get("/prometheus").body().split("\n")) {
            int space = line.indexOf(' ');
            if (!line.startsWith("#") && space > 0 && line.indexOf('{') < 0) {
                try {
                    found.put(line.substring(0, space), Double.parseDouble(line.substring(space + 1).trim()));
                } catch (NumberFormatException e) {
                    // not a plain counter's line
                }
            }
        }
        return found;
    }

    /** Sends a command; answers its store position, or -1 when it was not taken. */
    long command(String encounter, String json) throws IOException, InterruptedException {
        HttpResponse<String> r = post("/encounters/" + encounter + "/commands", json);
        return r.statusCode() == 200 ? JSON.readTree(r.body()).get("position").asLong() : -1;
    }

    JsonNode read(String path) throws IOException, InterruptedException {
        PlainHttp.Answer r = get(path);
        long deadline = System.nanoTime() + 300_000_000_000L;
        while (r.statusCode() == 503 && System.nanoTime() < deadline) {
            r = get(path); // the projection is behind (a read waits 5 s at most): wait on, and count the time
        }
        if (r.statusCode() != 200) {
            throw new IllegalStateException("GET " + path + " answered " + r.statusCode() + ": " + r.body());
        }
        return JSON.readTree(r.body());
    }

    JsonNode postOk(String path, String body) throws IOException, InterruptedException {
        HttpResponse<String> r = post(path, body);
        if (r.statusCode() / 100 != 2) {
            throw new IllegalStateException("POST " + path + " answered " + r.statusCode() + ": " + r.body());
        }
        return JSON.readTree(r.body());
    }

    /**
     * Resident memory of the service's JVM now and at its peak, then its anonymous part (heap, metaspace, stacks,
     * direct buffers) and its file-mapped part (the jar, the JDK's modules, the class-data-sharing archive: pages
     * the kernel may share and drop), in MiB (Linux /proc), or -1 elsewhere.
     */
    long[] rssMiB() {
        long[] mib = {-1, -1, -1, -1};
        if (process == null) {
            return mib;
        }
        String[] keys = {"VmRSS:", "VmHWM:", "RssAnon:", "RssFile:"};
        try {
            for (String line : Files.readAllLines(Path.of("/proc/" + process.pid() + "/status"))) {
                for (int i = 0; i < keys.length; i++) {
                    if (line.startsWith(keys[i])) {
                        mib[i] = Long.parseLong(line.replaceAll("\\D", "")) / 1024;
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux
        }
        return mib;
    }

    /**
     * CPU time the service's JVM has used so far, in milliseconds, or -1 elsewhere: a figure a loaded machine
     * disturbs less than the wall clock.
     */
    long cpuMillis() {
        long nanos = cpuNanos();
        return nanos < 0 ? -1 : nanos / 1_000_000;
    }

    /**
     * CPU time the service's JVM has used so far (user + system, Linux /proc, in clock ticks of 10 ms), in
     * nanoseconds, or -1 elsewhere: divided by the reads of a run, what one read costs the service, whatever the
     * machine's load (the wall clock of a read on a shared machine is mostly waiting for a core).
     */
    long cpuNanos() {
        if (process == null) {
            return -1;
        }
        try {
            String stat = Files.readString(Path.of("/proc/" + process.pid() + "/stat"));
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return (Long.parseLong(f[11]) + Long.parseLong(f[12])) * 10_000_000L; // utime, stime (fields 14, 15)
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    @Override
    public void close() throws InterruptedException {
        reads.close();
        if (process == null) {
            return;
        }
        process.destroy();
        if (!process.waitFor(20, java.util.concurrent.TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }
}
