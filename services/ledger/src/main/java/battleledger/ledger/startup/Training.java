package battleledger.ledger.startup;

import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.server.EmbeddedServer;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;

/**
 * The build's training run (issue 18, startup): the service starts as an operator starts it, answers the requests
 * of a first session (health, the API document, an encounter created, fighters added, combat started, read back),
 * and exits. The JVM that runs it records the classes it loaded into a class-data-sharing archive
 * (the AOT cache, {@code -XX:AOTCacheOutput}, when bin/java runs a JDK 25+; an AppCDS archive,
 * {@code -XX:ArchiveClassesAtExit}, before) which later starts read instead of
 * loading and verifying each class from the jar again. Runs when the JVM has {@code -Dledger.training=true}.
 */
public final class Training {

    private Training() {
    }

    public static boolean requested() {
        return Boolean.getBoolean("ledger.training");
    }

    /**
     * Plays the first session against the started service and answers each request's status (-1: no answer); a
     * failure is reported, never fatal (an archive of what loaded so far is still worth having).
     */
    public static List<Integer> run(ApplicationContext context) {
        int port = context.getBean(EmbeddedServer.class).getPort();
        String base = "http://127.0.0.1:" + port;
        HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(10)).build();
        String id = "training-" + System.currentTimeMillis(); // the build's database is kept between builds
        String fighter = "{\"id\":\"%s\",\"name\":\"%s\",\"side\":\"%s\",\"abilities\":{\"str\":12,\"dex\":12,"
                + "\"con\":12,\"int\":10,\"wis\":10,\"cha\":10},\"level\":3,\"ac\":13,\"hp\":20,\"speed\":30,"
                + "\"size\":\"medium\",\"attacks\":[{\"name\":\"sword\",\"ability\":\"str\",\"proficiency\":2,"
                + "\"damage\":\"1d8\",\"damageType\":\"slashing\",\"reach\":5}]}";
        List<String[]> session = List.of(
                new String[]{"GET", "/health/liveness", null},
                new String[]{"GET", "/openapi.yml", null},
                new String[]{"POST", "/encounters", "{\"id\":\"" + id + "\",\"name\":\"training\",\"seed\":1}"},
                new String[]{"POST", "/encounters/" + id + "/commands", "{\"type\":\"AddCombatant\",\"combatant\":"
                        + fighter.formatted("ann", "ann", "party") + "}"},
                new String[]{"POST", "/encounters/" + id + "/commands", "{\"type\":\"AddCombatant\",\"combatant\":"
                        + fighter.formatted("orc", "orc", "orcs") + "}"},
                new String[]{"POST", "/encounters/" + id + "/commands", "{\"type\":\"StartCombat\",\"surprised\":[]}"},
                new String[]{"GET", "/encounters/" + id + "/combatants", null},
                new String[]{"GET", "/encounters/" + id + "/initiative", null},
                new String[]{"GET", "/encounters/nobody", null});
        List<Integer> statuses = new java.util.ArrayList<>();
        for (String[] step : session) {
            try {
                HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + step[1]))
                        .timeout(Duration.ofSeconds(60));
                if (step[2] == null) {
                    request.GET();
                } else {
                    request.header("Content-Type", "application/json")
                            .POST(HttpRequest.BodyPublishers.ofString(step[2]));
                }
                HttpResponse<String> answer = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
                System.out.println("training: " + step[0] + " " + step[1] + " " + answer.statusCode());
                statuses.add(answer.statusCode());
            } catch (Exception e) {
                System.err.println("training: " + step[0] + " " + step[1] + " failed: " + e);
                statuses.add(-1);
            }
        }
        return statuses;
    }
}
