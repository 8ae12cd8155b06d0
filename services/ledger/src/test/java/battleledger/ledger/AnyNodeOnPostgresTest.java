package battleledger.ledger;

import battleledger.ledger.stream.SseClient;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Whichever of three nodes a request reaches, the answer is the same (issue 12, Several nodes): a refusal decided by
 * the encounter's owner on another node, a battle file imported through a node that does not own it, a battle
 * followed live on a node that does not project it, a rebuild that other nodes' writes could interleave with.
 */
@Tag("slow")
class AnyNodeOnPostgresTest extends ThreeNodesOnPostgres {

    /**
     * A battle file (issue 15) exported by one node is imported through another, which routes the import to the node
     * that owns the new encounter, and a third reads it back: the same digest, the same steps.
     */
    @Test
    void aBattleExportedFromOneNodeIsImportedThroughAnotherAndVerifiesOnTheThird() {
        Api a = nodes.get(0).api();
        encounterOfTwo(a, a, "exported", 7);
        a.post("/encounters/exported/commands", "{\"type\":\"StartCombat\",\"surprised\":[]}").expect(200);
        JsonNode original = a.get("/encounters/exported/verify").expect(200).json();
        String file = a.get("/encounters/exported/export").expect(200).body();

        JsonNode imported = nodes.get(1).api().post("/encounters/import?id=imported", file).expect(201).json();

        Api c = nodes.get(2).api();
        assertThat(c.get("/encounters/imported?after=" + imported.get("position").asLong()).expect(200).json()
                .get("step").asInt()).isEqualTo(imported.get("step").asInt());
        JsonNode copy = c.get("/encounters/imported/verify").expect(200).json();
        assertThat(copy.get("verified").asBoolean()).isTrue();
        assertThat(copy.get("digest").asText()).isEqualTo(original.get("digest").asText());
        assertThat(copy.get("steps").asInt()).isEqualTo(original.get("steps").asInt());
    }

    /**
     * A refusal is the same whichever node a request reaches, the encounter's owner or not: a creation the rules
     * refuse, a creation or an import under an id already taken. Decided by the owner on another node, a refusal
     * came back as a description of the exception and was answered 500.
     */
    @Test
    void aRefusedCreationOrImportIsTheSameProblemThroughEveryNode() {
        Api a = nodes.get(0).api();
        a.post("/encounters", "{\"id\":\"taken\",\"name\":\"Taken\",\"seed\":3}").expect(201);
        String file = a.get("/encounters/taken/export").expect(200).body();
        for (int i = 0; i < nodes.size(); i++) {
            Api api = nodes.get(i).api();
            api.post("/encounters", "{\"id\":\"manual-" + i + "\",\"name\":\"x\",\"options\":{\"dice\":"
                    + "{\"mode\":\"manual\",\"script\":[4]}}}").problem(422, "dice-script-not-manual");
            api.post("/encounters", "{\"id\":\"taken\",\"name\":\"again\"}").problem(409, "encounter-exists");
            api.post("/encounters/import?id=taken", file).problem(409, "encounter-exists");
        }
    }

    /**
     * A battle followed live (issue 13) on every node hears each change once, in order, whichever node projects the
     * encounter: before, only the listeners of the node holding the encounter's projection segment heard anything
     * after their catch-up.
     */
    @Test
    void aBattleFollowedLiveOnEveryNodeHearsEachChangeOnceWhicheverNodeProjectsIt() throws Exception {
        Api a = nodes.get(0).api();
        encounterOfTwo(a, a, "followed", 9);
        List<SseClient> streams = new ArrayList<>();
        try {
            for (Node n : nodes) {
                SseClient s = SseClient.open(
                        new java.net.URL(n.url()), "/encounters/followed/stream", null);
                assertThat(s.status()).isEqualTo(200);
                streams.add(s);
            }
            long position = a.post("/encounters/followed/commands", "{\"type\":\"StartCombat\",\"surprised\":[]}")
                    .expect(200).json().get("position").asLong();
            for (int turn = 0; turn < 3; turn++) {
                String actor = a.get("/encounters/followed?after=" + position).expect(200).json().get("turn")
                        .get("actor").asText();
                position = nodes.get(turn % nodes.size()).api().post("/encounters/followed/commands",
                        "{\"type\":\"EndTurn\",\"actor\":\"" + actor + "\"}").expect(200).json()
                        .get("position").asLong();
            }
            List<Long> stored = new ArrayList<>();
            a.get("/encounters/followed/events?limit=1000").expect(200).json()
                    .forEach(e -> stored.add(e.get("position").asLong()));
            for (SseClient s : streams) {
                // every stored event once, in the store's order: none skipped, none twice, on every node
                assertThat(s.awaitId(position).stream().map(SseClient.Received::id).toList())
                        .containsExactlyElementsOf(stored);
            }
        } finally {
            streams.forEach(SseClient::close);
        }
    }

    /** A rebuild while other nodes project could lose their writes: refused on any node while they run. */
    @Test
    void aRebuildIsRefusedWhileOtherNodesAreProjecting() {
        for (Node n : nodes) {
            n.api().post("/admin/projections/rebuild", "").problem(409, "other-nodes-running");
        }
    }
}
