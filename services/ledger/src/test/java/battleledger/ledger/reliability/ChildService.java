package battleledger.ledger.reliability;

import battleledger.ledger.Api;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URL;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The service in a JVM of its own, started as the README starts it (a bounded heap, the default configuration, its
 * data under {@code ./data} of its working directory), so a test can kill it with SIGKILL and start it again.
 */
final class ChildService implements AutoCloseable {

    private final Process process;
    private final int port;
    private final Path log;

    private ChildService(Process process, int port, Path log) {
        this.process = process;
        this.port = port;
        this.log = log;
    }

    /** Starts the service in {@code directory}, waiting until it answers; {@code options} go to its JVM. */
    static ChildService start(Path directory, String... options) throws IOException, InterruptedException {
        int port = freePort();
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-Xmx256m");
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add("-Dmicronaut.server.port=" + port);
        // the service's own logging (the test classpath's logback-test.xml would hide Axon's warnings)
        command.add("-Dlogback.configurationFile=logback.xml");
        // the operator's credential, as the tests' own configuration has it (the shared client reads lists with it)
        command.add("-Dledger.admin-token=" + battleledger.ledger.Api.ADMIN_TOKEN);
        command.addAll(List.of(options));
        command.add("battleledger.ledger.Application");
        Path log = directory.resolve("service.log");
        Process process = new ProcessBuilder(command).directory(directory.toFile())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                .start();
        ChildService child = new ChildService(process, port, log);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException("the service stopped at start; see " + directory.resolve("service.log"));
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

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
