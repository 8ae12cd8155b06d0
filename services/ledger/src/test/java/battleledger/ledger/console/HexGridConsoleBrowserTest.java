package battleledger.ledger.console;

import battleledger.ledger.Api;
import battleledger.ledger.Contexts;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;

import static battleledger.ledger.console.ConsolePage.cells;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The game master's console on a hex grid (issue 14; 003 › Grids: hexes), in headless Chromium: every hex of the
 * battle's bounds is drawn, each creature on the cells its size takes (a Large ogre three hexes), and a goblin dragged
 * hex by hex moves along the hexes it was dragged through. A battle of its own, beside {@link ConsoleBrowserTest}'s.
 */
@Tag("slow")
@ExtendWith(StopAtFirstFailure.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class HexGridConsoleBrowserTest {

    EmbeddedServer server;
    Browser gmBrowser;
    /** The GM of the hex battle. */
    Api hexes;
    String base;

    @BeforeAll
    void start() {
        gmBrowser = Browser.start(1440, 1000);
        server = Contexts.inMemory("console-hexes");
        base = server.getURL().toString().replaceAll("/$", "");
    }

    @AfterAll
    void stop() {
        try {
            gmBrowser.close();
        } catch (Exception ignored) {
            // the service still closes
        }
        server.close();
    }

    @Test
    @Order(1)
    void aHexGridIsDrawnHexByHexWithEachCreatureOnItsCells() {
        JsonNode created = new Api(server.getURL()).post("/encounters",
                "{\"id\":\"hexes\",\"name\":\"Hexes\",\"options\":{\"grid\":\"hexes\","
                        + "\"dice\":{\"mode\":\"scripted\",\"script\":[1,20]}}}").expect(201).json();
        hexes = new Api(server.getURL()).as(created.path("gmToken").asText());
        hexes.post("/encounters/hexes/commands", "{\"type\":\"AddCombatant\",\"from\":\"srd:ogre\",\"id\":\"ogre\","
                + "\"side\":\"giants\",\"position\":{\"x\":2,\"y\":1}}").expect(200);
        hexes.post("/encounters/hexes/commands", "{\"type\":\"AddCombatant\",\"from\":\"srd:goblin\",\"id\":\"gob\","
                + "\"side\":\"goblins\",\"position\":{\"x\":5,\"y\":3}}").expect(200);
        gmBrowser.openAsGm(base, "hexes", created.path("gmToken").asText());
        gmBrowser.waitFor("#battle[data-encounter=hexes] svg.grid.hexes .token");
        JsonNode grid = hexes.get("/encounters/hexes/grid").expect(200).json();
        JsonNode b = grid.path("bounds");
        int expected = (b.path("maxX").asInt() - b.path("minX").asInt() + 1) * (b.path("maxY").asInt() - b.path("minY").asInt() + 1);
        assertThat(gmBrowser.all("#grid .cells polygon")).hasSize(expected);
        for (JsonNode o : grid.path("occupants")) {
            String id = o.path("combatant").asText();
            assertThat(gmBrowser.all("#grid .token[data-combatant=" + id + "] polygon.space")).as(id + "'s cells")
                    .hasSize(o.path("cells").size());
        }
        assertThat(gmBrowser.all("#grid .token[data-combatant=ogre] polygon.space")).as("a Large ogre: 3 hexes").hasSize(3);
        gmBrowser.screenshot("07-hexes");
    }

    @Test
    @Order(2)
    void onHexesTheGmDragsTheGoblinHexByHexAndTheMoveIsSentAsThoseHexes() {
        gmBrowser.resize(1440, 1000);
        long started = hexes.post("/encounters/hexes/commands", "{\"type\":\"StartCombat\",\"surprised\":[]}")
                .expect(200).json().path("position").asLong();
        // read your write: without ?after= the summary may not have been projected yet (a race on a loaded machine)
        assertThat(hexes.get("/encounters/hexes?after=" + started).expect(200).json().path("turn").path("actor").asText())
                .as("initiative: the goblin 20, the ogre 1").isEqualTo("gob");
        ConsolePage page = new ConsolePage(gmBrowser);
        page.showsStep(4);
        page.drag("#grid .token[data-combatant=gob] .space", new int[]{6, 3}, new int[]{6, 4});
        page.showsStep(5);
        JsonNode gob = ConsolePage.anchorOf(hexes.get("/encounters/hexes/grid").expect(200).json(), "gob");
        assertThat(gob.path("x").asInt() + "," + gob.path("y").asInt()).isEqualTo("6,4");
        JsonNode move = hexes.get("/encounters/hexes/timeline").expect(200).json().get(4);
        assertThat(move.path("command").asText()).isEqualTo("Move");
        JsonNode moved = null;
        for (JsonNode e : hexes.get("/encounters/hexes/events").expect(200).json()) {
            if (e.path("step").asInt() == 5 && e.path("type").asText().equals("Moved")) {
                moved = e.path("payload");
            }
        }
        assertThat(moved).as("the Moved event of step 5").isNotNull();
        assertThat(cells(moved.path("path"))).as("one hex at a time, as dragged").containsExactly("6,3", "6,4");
        gmBrowser.until(d -> "6".equals(d.findElement(By.cssSelector("#grid .token[data-combatant=gob]"))
                .getDomAttribute("data-x")));
    }
}
