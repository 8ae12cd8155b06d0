package battleledger.ledger;

import battleledger.ledger.projection.EncounterProjector;
import org.axonframework.config.Configuration;
import org.axonframework.eventhandling.EventProcessor;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A read without {@code ?after=} looks for the encounter's rows first and asks whether the encounter exists only when
 * it finds none (issue 18, reads): what it answers is the same as when it asked first. Rows found are shown; no rows
 * of an unknown encounter are a 404, of an encounter the projection has not written yet a 503 after the bounded
 * wait, of a projected encounter without any an empty list.
 */
class ReadsWithoutAfterHttpTest extends ShortWaitService {

    private static final List<String> READS = List.of("", "/combatants", "/initiative", "/log", "/timeline");

    @Override
    protected String database() {
        return "reads-without-after";
    }

    @Test
    void aReadOfAnEncounterWithRowsAnswersThem() {
        Session s = Session.create(api, "{\"id\":\"rows\",\"name\":\"Rows\",\"seed\":3}");
        s.add(Session.combatant("ann", "party", 10, 20));
        s.read("combatants");
        assertThat(api.get("/encounters/rows/combatants").expect(200).json().get(0).get("id").asText())
                .isEqualTo("ann");
        assertThat(api.get("/encounters/rows").expect(200).json().get("id").asText()).isEqualTo("rows");
        assertThat(api.get("/encounters/rows/log").expect(200).json().size()).isEqualTo(2);
        assertThat(api.get("/encounters/rows/timeline").expect(200).json().size()).isEqualTo(2);
    }

    @Test
    void aReadOfAProjectedEncounterWithoutRowsOfThatKindIsAnEmptyList() {
        Session s = Session.create(api, "{\"id\":\"empty\",\"name\":\"Empty\",\"seed\":3}");
        s.summary();
        assertThat(api.get("/encounters/empty/combatants").expect(200).json().size()).isZero();
        assertThat(api.get("/encounters/empty/initiative").expect(200).json().size()).isZero();
    }

    @Test
    void aReadOfAnUnknownEncounterIsNotFound() {
        for (String read : READS) {
            api.get("/encounters/nobody" + read).problem(404, "unknown-encounter");
        }
    }

    @Test
    void aReadOfAnEncounterTheProjectionHasNotWrittenIsBehindAfterTheBoundedWait() {
        EventProcessor processor = server.getApplicationContext().getBean(Configuration.class)
                .eventProcessingConfiguration().eventProcessor(EncounterProjector.GROUP).orElseThrow();
        processor.shutDown();
        try {
            Session.create(api, "{\"id\":\"unprojected\",\"name\":\"Unprojected\",\"seed\":3}");
            for (String read : READS) {
                api.get("/encounters/unprojected" + read).problem(503, "projection-behind");
            }
        } finally {
            processor.start();
        }
        assertThat(api.get("/encounters/unprojected/combatants?after=0").expect(200).json().size()).isZero();
    }
}
