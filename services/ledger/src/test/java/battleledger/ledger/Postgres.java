package battleledger.ledger;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A real PostgreSQL for the tests, without Docker: Debian's {@code postgresql} package (installed by
 * {@code .ci/setup}), one cluster per test JVM in a temporary directory on a random loopback port, and a fresh
 * database for every test class that asks. PostgreSQL refuses to run as root, so as root the server runs as the
 * {@code postgres} user through {@code runuser}. The cluster is stopped when the JVM exits.
 */
public final class Postgres {

    private static final AtomicInteger DATABASES = new AtomicInteger();
    private static Postgres server;

    private final Path bin;
    private final Path data;
    private final int port;

    private Postgres(Path bin, Path data, int port) {
        this.bin = bin;
        this.data = data;
        this.port = port;
    }

    /** The cluster of this JVM, started on first use. */
    public static synchronized Postgres server() {
        if (server == null) {
            server = start();
        }
        return server;
    }

    /** A cluster of the caller's own (to stop and start without disturbing other tests), stopped at exit. */
    public static Postgres dedicated() {
        return start();
    }

    /** A new, empty database on the cluster: its JDBC URL. */
    public String freshDatabase() {
        String name = "ledger_" + ProcessHandle.current().pid() + "_" + DATABASES.incrementAndGet();
        try (Connection c = DriverManager.getConnection(url("postgres"), "postgres", "");
             Statement st = c.createStatement()) {
            st.executeUpdate("CREATE DATABASE " + name);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot create a test database", e);
        }
        return url(name);
    }

    public String url(String database) {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + database;
    }

    public int port() {
        return port;
    }

    /** The properties that point the service at a fresh database of this cluster. */
    public Map<String, String> freshProperties() {
        Map<String, String> p = new HashMap<>();
        p.put("datasources.default.url", freshDatabase());
        p.put("datasources.default.username", "postgres");
        p.put("datasources.default.password", "");
        return p;
    }

    /** Stops the server at once, as a crash would (the data directory stays). */
    public void kill() {
        if (Files.exists(data.resolve("postmaster.pid"))) {
            run(List.of(bin.resolve("pg_ctl").toString(), "-D", data.toString(), "-m", "immediate", "-w", "stop"));
        }
    }

    /** Starts the server again on the same port and data. */
    public void restart() {
        startServer(bin, data, port);
    }

    private static Postgres start() {
        Path bin = binaries();
        try {
            Path dir = Files.createTempDirectory("ledger-pg");
            Path data = dir.resolve("data");
            if (root()) {
                run(List.of("chown", "-R", "postgres", dir.toString()));
            }
            run(List.of(bin.resolve("initdb").toString(), "-D", data.toString(), "-A", "trust", "-U", "postgres",
                    "-E", "UTF8", "--no-sync", "--locale=C"));
            int port = startOnAFreePort(bin, data);
            Postgres pg = new Postgres(bin, data, port);
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                pg.kill();
                deleteQuietly(dir);
            }));
            return pg;
        } catch (IOException e) {
            throw new IllegalStateException("cannot start PostgreSQL for the tests", e);
        }
    }

    /**
     * Starts the server on a port free a moment before; if something took it meanwhile (the server cannot bind a port
     * of its own choosing, as the service's nodes do), on another.
     */
    private static int startOnAFreePort(Path bin, Path data) throws IOException {
        for (int attempt = 1; ; attempt++) {
            int port = freePort();
            try {
                startServer(bin, data, port);
                return port;
            } catch (IllegalStateException e) {
                if (attempt == 3) {
                    throw e;
                }
            }
        }
    }

    private static void startServer(Path bin, Path data, int port) {
        run(List.of(bin.resolve("pg_ctl").toString(), "-D", data.toString(), "-l", data.resolveSibling("log").toString(),
                "-w", "-o", "-p " + port + " -k " + data.getParent() + " -c listen_addresses=127.0.0.1"
                        + " -c max_connections=300 -c fsync=off -c full_page_writes=off",
                "start"));
    }

    private static Path binaries() {
        String configured = System.getenv("PG_BIN");
        if (configured != null && Files.isExecutable(Path.of(configured, "initdb"))) {
            return Path.of(configured);
        }
        Path versions = Path.of("/usr/lib/postgresql");
        try (var dirs = Files.list(versions)) {
            return dirs.map(d -> d.resolve("bin")).filter(b -> Files.isExecutable(b.resolve("initdb")))
                    .max(Path::compareTo)
                    .orElseThrow(() -> new IllegalStateException("no PostgreSQL under " + versions));
        } catch (IOException e) {
            throw new IllegalStateException("PostgreSQL is not installed (run .ci/setup, or set PG_BIN)", e);
        }
    }

    private static boolean root() {
        return "root".equals(System.getProperty("user.name"));
    }

    private static void run(List<String> command) {
        List<String> full = new ArrayList<>();
        if (root() && !command.get(0).equals("chown")) {
            full.addAll(List.of("runuser", "-u", "postgres", "--"));
        }
        full.addAll(command);
        try {
            Process p = new ProcessBuilder(full).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes());
            if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
                throw new IllegalStateException(String.join(" ", full) + " failed: " + out);
            }
        } catch (IOException e) {
            throw new IllegalStateException(String.join(" ", full) + " failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    private static void deleteQuietly(Path dir) {
        battleledger.ledger.bench.TempFiles.delete(dir);
    }
}
