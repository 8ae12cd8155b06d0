package battleledger.ledger.reliability;

import battleledger.ledger.Api;

import java.io.IOException;
import java.net.URI;
import java.net.URL;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The service in a JVM of its own, started as the README starts it (a bounded heap, the default configuration, its
 * data under {@code ./data} of its working directory), so a test can kill it with SIGKILL and start it again. Its
 * server binds a free port itself and the log says which (a port chosen beforehand could be taken before the JVM binds
 * it).
 */
final class ChildService implements AutoCloseable {

    private final Process process;
    private final Path log;
    /** Where this start's lines begin in the log (a restart appends to it). */
    private final long from;
    private volatile int port;

    private ChildService(Process process, Path log, long from) {
        this.process = process;
        this.log = log;
        this.from = from;
    }

    /** Starts the service in {@code directory}, waiting until it answers; {@code options} go to its JVM. */
    static ChildService start(Path directory, String... options) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-Xmx256m");
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add("-Dmicronaut.server.port=-1");
        // the service's own logging (the test classpath's logback-test.xml would hide Axon's warnings)
        command.add("-Dlogback.configurationFile=logback.xml");
        // the operator's credential, as the tests' own configuration has it (the shared client reads lists with it)
        command.add("-Dledger.admin-token=" + battleledger.ledger.Api.ADMIN_TOKEN);
        command.addAll(List.of(options));
        command.add("battleledger.ledger.Application");
        Path log = directory.resolve("service.log");
        long from = java.nio.file.Files.exists(log) ? java.nio.file.Files.size(log) : 0;
        Process process = new ProcessBuilder(command).directory(directory.toFile())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                .start();
        ChildService child = new ChildService(process, log, from);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException("the service stopped at start; see " + directory.resolve("service.log"));
            }
            if (child.port == 0 && !child.readPort()) {
                Thread.sleep(200);
                continue;
            }
            try {
                if (child.api().get("/encounters").status() == 200) {
                    return child;
                }
            } catch (AssertionError notYet) {
                // not listening yet
            }
            Thread.sleep(200);
        }
        child.kill();
        throw new IllegalStateException("the service did not answer within 120 s");
    }

    Api api() {
        try {
            return new Api(URI.create("http://localhost:" + port).toURL());
        } catch (java.net.MalformedURLException e) {
            throw new IllegalStateException(e);
        }
    }

    URL url() throws java.net.MalformedURLException {
        return URI.create("http://localhost:" + port).toURL();
    }

    /**
     * What a failing test prints so that a run on another machine explains itself: the service's health (its
     * processors' lag, stuck or not) and the last lines its log has of warnings and errors.
     */
    String diagnosis() {
        StringBuilder out = new StringBuilder();
        try {
            out.append("health: ").append(api().get("/health").body()).append('\n');
        } catch (RuntimeException | AssertionError e) {
            out.append("health: unreadable (").append(e).append(")\n");
        }
        try {
            List<String> lines = java.nio.file.Files.readAllLines(log);
            List<String> notable = lines.stream().filter(l -> l.contains("WARN") || l.contains("ERROR")
                    || l.startsWith("\t") || l.startsWith("Caused by")).toList();
            out.append("service.log: ").append(lines.size()).append(" lines, the last warnings and errors:\n");
            notable.subList(Math.max(0, notable.size() - 80), notable.size())
                    .forEach(l -> out.append("  ").append(l).append('\n'));
            out.append("service.log, its last lines:\n");
            lines.subList(Math.max(0, lines.size() - 15), lines.size())
                    .forEach(l -> out.append("  ").append(l).append('\n'));
        } catch (IOException e) {
            out.append("service.log unreadable: ").append(e).append('\n');
        }
        return out.toString();
    }

    /** SIGKILL on Linux: no shutdown hook runs, nothing is flushed. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(30, TimeUnit.SECONDS);
    }

    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            process.destroy();
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                kill();
            }
        }
    }

    /** Reads the port this start's server bound from the log; false while it has not said. */
    private boolean readPort() {
        try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(log.toFile(), "r")) {
            if (f.length() <= from) {
                return false;
            }
            byte[] mine = new byte[(int) (f.length() - from)];
            f.seek(from);
            f.readFully(mine);
            port = battleledger.ledger.Node.runningPort(new String(mine, java.nio.charset.StandardCharsets.UTF_8));
            return port > 0;
        } catch (IOException e) {
            return false;
        }
    }
}
