package battleledger.ledger.bench;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A PostgreSQL of the driver's own, from Debian's {@code postgresql} package (as the tests use it): a cluster in a
 * temporary directory on a free loopback port, with its default durability (fsync on, synchronous commits), stopped
 * when the run ends. As root the server runs as {@code postgres} through {@code runuser}.
 */
final class LocalPostgres implements AutoCloseable {

    private final Path bin;
    private final Path data;
    final int port;

    private LocalPostgres(Path bin, Path data, int port) {
        this.bin = bin;
        this.data = data;
        this.port = port;
    }

    /** The binaries of the newest installed PostgreSQL ({@code PG_BIN} first), if any. */
    static Optional<Path> binaries() {
        String configured = System.getenv("PG_BIN");
        if (configured != null && Files.isExecutable(Path.of(configured, "initdb"))) {
            return Optional.of(Path.of(configured));
        }
        Path debian = Path.of("/usr/lib/postgresql");
        if (!Files.isDirectory(debian)) {
            return Optional.empty();
        }
        try (Stream<Path> dirs = Files.list(debian)) {
            return dirs.map(d -> d.resolve("bin")).filter(b -> Files.isExecutable(b.resolve("initdb")))
                    .max(Path::compareTo);
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    static LocalPostgres start(Path bin) throws Exception {
        Path dir = Files.createTempDirectory("battle-ledger-bench-pg");
        dir.toFile().setWritable(true, false);
        dir.toFile().setExecutable(true, false);
        Path data = dir.resolve("data");
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        run(List.of(bin.resolve("initdb").toString(), "-D", data.toString(), "-A", "trust", "-U", "postgres",
                "--no-sync"), dir);
        run(List.of(bin.resolve("pg_ctl").toString(), "-D", data.toString(), "-l", dir.resolve("log").toString(), "-w",
                "-o", "-p " + port + " -k " + dir + " -c listen_addresses=127.0.0.1 -c max_connections=200", "start"), dir);
        LocalPostgres pg = new LocalPostgres(bin, data, port);
        try (Connection c = DriverManager.getConnection(pg.url("postgres"), "postgres", "");
             Statement st = c.createStatement()) {
            st.executeUpdate("CREATE USER ledger PASSWORD 'ledger'");
            st.executeUpdate("CREATE DATABASE ledger OWNER ledger");
            st.executeUpdate("CREATE DATABASE raw OWNER ledger");
        }
        return pg;
    }

    String url(String database) {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + database;
    }

    private static void run(List<String> command, Path dir) throws Exception {
        List<String> full = new ArrayList<>();
        if (dir != null && "root".equals(System.getProperty("user.name"))) {
            run(List.of("chown", "-R", "postgres", dir.toString()), null);
            full.addAll(List.of("runuser", "-u", "postgres", "--"));
        }
        full.addAll(command);
        Process p = new ProcessBuilder(full).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes());
        if (!p.waitFor(120, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new IllegalStateException(String.join(" ", full) + " failed:\n" + output);
        }
    }

    @Override
    public void close() throws Exception {
        run(List.of(bin.resolve("pg_ctl").toString(), "-D", data.toString(), "-m", "fast", "-w", "stop"),
                data.getParent());
        TempFiles.delete(data.getParent());
    }
}
