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
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;

import java.util.ArrayList;
import java.util.List;

import static battleledger.ledger.console.ConsolePage.cells;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The game master's console (issue 14) driven as people would, in headless Chromium: the GM creates a battle on a
 * square grid, adds Ann and Teresa by the generated forms and an orc from the monster catalogue, starts combat, drags
 * Ann along a path, hovers the orc, shoots it, undoes and redoes from the timeline; a player who joined with the
 * token the GM issued sees every change live and cannot act for another combatant; the orc readies a javelin against
 * a spellcaster, Teresa's fireball (a point clicked on the grid) opens a sequence (002 › Sequences) and the readied
 * action is taken with one click, and the fireball's area is drawn on both pages for the rest of the round (003 ›
 * Areas of Effect); the timeline is scrubbed by keyboard. At each point what the page shows is compared with what the
 * API answers ({@link PlayerConsoleBrowserTest}: the player's side; {@link HexGridConsoleBrowserTest}: a hex grid).
 * With the terrain placed at step 5, seed 9 gives the order Ann, the orc, Teresa (001 › Combat › Initiative).
 */
@Tag("slow")
@ExtendWith(StopAtFirstFailure.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ConsoleBrowserTest {

    static final String ID = "bridge";

    EmbeddedServer server;
    Api api;
    Browser gmBrowser;
    Browser playerBrowser;
    ConsolePage gm;
    ConsolePage player;
    String base;

    @BeforeAll
    void start() {
        gmBrowser = Browser.start(1440, 1000);
        server = Contexts.inMemory("console-browser");
        base = server.getURL().toString().replaceAll("/$", "");
        gm = new ConsolePage(gmBrowser);
    }

    @AfterAll
    void stop() {
        for (AutoCloseable c : new AutoCloseable[] {playerBrowser, gmBrowser}) {
            try {
                if (c != null) {
                    c.close();
                }
            } catch (Exception ignored) {
                // the other browser and the service still close
            }
        }
        if (server != null) {
            server.close();
        }
    }

    JsonNode read(String path) {
        return api.get("/encounters/" + ID + path).expect(200).json();
    }

    @Test
    @Order(1)
    void theGmCreatesAnEncounterOnASquareGridAndKeepsItsTokenForTheSession() {
        gmBrowser.driver.get(base + "/");
        gmBrowser.waitFor("form.create select[name=grid]");
        gmBrowser.screenshot("01-encounters");
        gmBrowser.keys("form.create [name=name]", "The bridge at dusk");
        gmBrowser.keys("form.create [name=id]", ID);
        gmBrowser.keys("form.create [name=seed]", "9");
        new Select(gmBrowser.find("form.create [name=grid]")).selectByValue("\"squares\"");
        gmBrowser.click("form.create button[type=submit]");
        gmBrowser.waitFor("#battle[data-encounter=" + ID + "] #status");

        String token = (String) gmBrowser.js("return JSON.parse(sessionStorage.getItem('battle-ledger.console.tokens'))"
                + "['" + ID + "'].token");
        api = new Api(server.getURL()).as(token);
        JsonNode summary = read("");
        assertThat(gmBrowser.text("#status")).isEqualTo(summary.path("status").asText());
        assertThat(gmBrowser.text("#encounter-name")).isEqualTo("The bridge at dusk");
        assertThat(summary.path("options").path("grid").asText()).isEqualTo("squares");
        assertThat(gmBrowser.text("#role")).isEqualTo("gm");
    }

    @Test
    @Order(2)
    void theGmAddsAnnAndTeresaByTheGeneratedFormAndAnOrcFromTheMonsterCatalogue() {
        gm.choose("AddCombatant");
        gm.fillStatBlock("ann", "Ann", "party", "14", "3", "15", "24", 1, 1);
        gm.fill("combatant.attacks", "[{\"name\":\"shortbow\",\"ability\":\"dex\",\"proficiency\":2,\"damage\":\"1d6\","
                + "\"damageType\":\"piercing\",\"range\":[80,320]}]");
        assertThat(gm.send()).isEqualTo(2);

        gm.choose("AddCombatantFromMonster");
        gm.fill("from", "srd:orc");
        gm.fill("id", "orc");
        gm.fill("side", "orcs");
        gm.fill("position.x", "9");
        gm.fill("position.y", "1");
        assertThat(gm.send()).isEqualTo(3);

        gm.choose("AddCombatant");
        gm.fillStatBlock("teresa", "Teresa", "party", "10", "5", "12", "27", 1, 6);
        gm.fill("combatant.abilities.int", "18");
        gm.fill("combatant.spells", "fireball, magic-missile");
        gm.fill("combatant.slots", "{\"1\":2,\"3\":2}");
        gm.fill("combatant.magic.ability", "int");
        gm.fill("combatant.magic.spellClass", "wizard");
        gm.fill("combatant.magic.casterLevel", "5");
        gm.fill("combatant.magic.training", "2");
        assertThat(gm.send()).isEqualTo(4);

        gm.choose("PlaceTerrain");
        gm.fill("walls", "5,7; 6,7");
        gm.fill("difficult", "6,5; 7,5");
        gm.fill("obscured", "6,6");
        assertThat(gm.send()).isEqualTo(5);

        JsonNode combatants = read("/combatants");
        List<String> ids = new ArrayList<>();
        combatants.forEach(c -> ids.add(c.path("id").asText()));
        assertThat(gm.column("#combatants tbody tr", "data-combatant")).containsExactlyElementsOf(ids);
        assertThat(ids).containsExactly("ann", "orc", "teresa");
        for (JsonNode c : combatants) {
            assertThat(gmBrowser.text("#combatants tr[data-combatant=" + c.path("id").asText() + "] .hp-text"))
                    .isEqualTo(c.path("hp").asInt() + " / " + c.path("maxHp").asInt());
        }
        assertThat(combatants.get(1).path("maxHp").asInt()).as("the SRD orc's hit points").isEqualTo(15);
        assertThat(gmBrowser.text("#combatants tr[data-combatant=teresa] .slots")).isEqualTo("1: 2/2, 3: 2/2");
        assertThat(gmBrowser.all("#grid .token")).hasSize(3);
        JsonNode grid = read("/grid");
        assertThat(cells(gmBrowser, "#grid .cell.wall")).containsExactlyInAnyOrderElementsOf(cells(grid.path("walls")));
        assertThat(cells(gmBrowser, "#grid .cell.difficult")).containsExactlyInAnyOrderElementsOf(cells(grid.path("difficult")))
                .containsExactlyInAnyOrder("6,5", "7,5");
        // heavily obscured cells (001 › Exploration › Stealth), drawn as /grid answers them
        assertThat(cells(gmBrowser, "#grid .cell.obscured")).containsExactlyInAnyOrderElementsOf(cells(grid.path("obscured")))
                .containsExactly("6,6");
    }

    @Test
    @Order(3)
    void startingCombatShowsTheInitiativeOrderTheRoundAndWhoseTurnItIs() {
        gm.choose("StartCombat");
        assertThat(gm.send()).isEqualTo(6);
        List<String> order = new ArrayList<>();
        read("/initiative").forEach(i -> order.add(i.path("combatant").asText()));
        assertThat(order).as("seed 9").containsExactly("ann", "orc", "teresa");
        assertThat(gm.column("#initiative li", "data-combatant")).containsExactlyElementsOf(order);
        JsonNode summary = read("");
        assertThat(gmBrowser.attr("#turn", "data-actor")).isEqualTo(summary.path("turn").path("actor").asText());
        assertThat(gmBrowser.text("#round")).isEqualTo(summary.path("round").asText());
        assertThat(gmBrowser.attr("#initiative li[aria-current=true]", "data-combatant")).isEqualTo("ann");
    }

    @Test
    @Order(4)
    void aRefusedCommandShowsTheProblemsTitleDetailAndTheRuleCited() {
        gm.choose("EndTurn");
        gm.fill("actor", "orc");
        String shown = gm.sendRefused();
        assertThat(shown).contains("not-your-turn").contains("001 › Combat › Taking a Turn")
                .as("named, not by id").contains("it is Ann's turn, not Orc's");
        assertThat(read("").path("step").asInt()).as("nothing was stored").isEqualTo(6);
    }

    @Test
    @Order(5)
    void aPlayerJoinsWithTheTokenTheGmIssuedOnThePage() {
        new Select(gmBrowser.find("#token-role")).selectByValue("player");
        gmBrowser.click("#token-form input[name=combatants][value=ann]");
        gmBrowser.click("#token-form button[type=submit]");
        String link = gmBrowser.waitFor("#issued-link").getDomProperty("value");
        assertThat(link).contains("#/join/" + ID + "/blt_").endsWith("/ann");

        playerBrowser = Browser.start(1024, 900);
        player = new ConsolePage(playerBrowser);
        playerBrowser.driver.get(link.replaceFirst("^https?://[^/]+", base));
        playerBrowser.waitFor("#battle[data-role=player] #status");
        assertThat(playerBrowser.driver.getCurrentUrl()).as("the token leaves the address bar").doesNotContain("blt_");
        assertThat(playerBrowser.text("#role")).isEqualTo("player (ann)");
        playerBrowser.until(d -> "live".equals(d.findElement(By.id("live")).getDomAttribute("data-state")));
        assertThat(playerBrowser.all("#timeline, #undo")).as("the timeline is the GM's").isEmpty();
    }

    WebElement cell(Browser b, int x, int y) {
        return b.find("#grid .cells [data-x='" + x + "'][data-y='" + y + "']");
    }

    @Test
    @Order(6)
    void theGmDragsAnnAlongAPathTheMoveIsSentAsCellsAndThePlayerSeesItLive() {
        WebElement ann = gmBrowser.find("#grid .token[data-combatant=ann] .space");
        new Actions(gmBrowser.driver).clickAndHold(ann).moveToElement(cell(gmBrowser, 2, 1))
                .moveToElement(cell(gmBrowser, 3, 1)).release().perform();
        gm.showsStep(7);
        JsonNode grid = read("/grid");
        JsonNode annOnGrid = null;
        for (JsonNode o : grid.path("occupants")) {
            if (o.path("combatant").asText().equals("ann")) {
                annOnGrid = o.path("anchor");
            }
        }
        assertThat(annOnGrid).isNotNull();
        assertThat(annOnGrid.path("x").asInt()).isEqualTo(3);
        assertThat(gmBrowser.attr("#grid .token[data-combatant=ann]", "data-x")).isEqualTo("3");
        JsonNode timeline = api.get("/encounters/" + ID + "/timeline").expect(200).json();
        assertThat(timeline.get(6).path("command").asText()).isEqualTo("Move");

        player.showsStep(7);
        assertThat(playerBrowser.attr("#grid .token[data-combatant=ann]", "data-x")).isEqualTo("3");

        new Actions(gmBrowser.driver).moveToElement(gmBrowser.find("#grid .token[data-combatant=orc] .space")).perform();
        JsonNode sight = read("/sight?actor=ann&target=orc");
        String shown = gmBrowser.until(d -> {
            String t = d.findElement(By.id("sight")).getText();
            return t.contains("feet") ? t : null;
        });
        assertThat(shown).contains(sight.path("distance").asInt() + " feet").contains(sight.path("cover").asText() + " cover")
                .contains("line of sight " + (sight.path("lineOfSight").asBoolean() ? "yes" : "no"));
        gmBrowser.js("window.scrollTo(0, 0)");
        gmBrowser.screenshot("02-battle-gm");
    }

    @Test
    @Order(7)
    void annShootsTheOrcWithTheAttackFromHerStatBlockAndTheLogOpensToTheRolls() {
        gm.choose("Attack");
        assertThat(new Select(gmBrowser.find("#command-form [name=actor]")).getFirstSelectedOption().getDomAttribute("value"))
                .as("the acting combatant is chosen").isEqualTo("ann");
        List<String> attacks = gmBrowser.all("#command-form [name=attack] option").stream()
                .map(o -> o.getDomAttribute("value")).filter(v -> !v.isEmpty()).toList();
        assertThat(attacks).containsExactly("shortbow");
        gm.fill("target", "orc");
        gm.fill("attack", "shortbow");
        assertThat(gm.send()).isEqualTo(8);

        JsonNode orc = read("/combatants").get(1);
        assertThat(gmBrowser.attr("#combatants tr[data-combatant=orc]", "data-hp"))
                .isEqualTo(orc.path("hp").asText());
        JsonNode attackRoll = null;
        for (JsonNode r : read("/rolls")) {
            if (r.path("step").asInt() == 8 && r.path("purpose").asText().contains("attack")) {
                attackRoll = r;
            }
        }
        assertThat(attackRoll).isNotNull();
        assertThat(gmBrowser.rollsOpened("#log li[data-step='8'][data-type=AttackRolled] details"))
                .contains("[" + attackRoll.path("dice").get(0).asInt())
                .contains("= " + attackRoll.path("total").asInt());
        assertThat(gmBrowser.text("#log li[data-step='8'][data-type=AttackRolled] details > p.rule"))
                .as("the rule, cited once: on the line").isEqualTo(attackRoll.path("rule").asText());
        player.showsStep(8);
        assertThat(playerBrowser.attr("#combatants tr[data-combatant=orc]", "data-hp"))
                .isEqualTo(orc.path("hp").asText());
    }

    @Test
    @Order(8)
    void theGmUndoesTheShotAndRedoesItFromTheTimelineAndThePlayerFollows() {
        int hurt = read("/combatants").get(1).path("hp").asInt();
        gmBrowser.click("#undo");
        gm.showsStep(9);
        JsonNode orc = read("/combatants").get(1);
        assertThat(orc.path("hp").asInt()).isEqualTo(15);
        gmBrowser.until(d -> "15".equals(d.findElement(By.cssSelector("#combatants tr[data-combatant=orc]")).getDomAttribute("data-hp")));
        player.showsStep(9);
        playerBrowser.until(d -> "15".equals(d.findElement(By.cssSelector("#combatants tr[data-combatant=orc]")).getDomAttribute("data-hp")));
        assertThat(api.get("/encounters/" + ID + "/timeline").expect(200).json().get(7).path("status").asText()).isEqualTo("undone");

        gmBrowser.click("#redo");
        gm.showsStep(10);
        assertThat(read("/combatants").get(1).path("hp").asInt()).isEqualTo(hurt);
        gmBrowser.until(d -> String.valueOf(hurt).equals(d.findElement(By.cssSelector("#combatants tr[data-combatant=orc]")).getDomAttribute("data-hp")));
        player.showsStep(10);
        playerBrowser.until(d -> String.valueOf(hurt).equals(d.findElement(By.cssSelector("#combatants tr[data-combatant=orc]")).getDomAttribute("data-hp")));
    }

    @Test
    @Order(9)
    void thePlayerActsOnlyForAnnAndTheServiceRefusesAnyoneElse() {
        player.choose("EndTurn");
        List<String> actors = playerBrowser.all("#command-form [name=actor] option").stream()
                .map(o -> o.getDomAttribute("value")).toList();
        assertThat(actors).containsExactly("ann");
        assertThat(playerBrowser.all("#command-type option[value=AddCombatant], #command-type option[value=Undo]"))
                .as("setup and the timeline are the GM's").isEmpty();
        // a tampered page (or a curious player) names another combatant: the service refuses it
        playerBrowser.js("const s = document.querySelector('#command-form [name=actor]');"
                + "s.append(new Option('teresa', 'teresa')); s.value = 'teresa';");
        String shown = player.sendRefused();
        assertThat(shown).contains("not-your-combatant");
        assertThat(read("").path("step").asInt()).isEqualTo(10);

        player.fill("actor", "ann");
        assertThat(player.send()).isEqualTo(11);
        gm.showsStep(11);
        assertThat(gmBrowser.attr("#turn", "data-actor")).isEqualTo("orc");
        playerBrowser.js("window.scrollTo(0, 0)");
        playerBrowser.screenshot("03-battle-player");
    }

    @Test
    @Order(10)
    void theOrcReadiesAJavelinAndTeresasFireballIsAnsweredWithOneClick() {
        gm.choose("Ready");
        gm.fill("actor", "orc");
        gm.fill("trigger.on", "SpellBegun");
        gm.fill("trigger.by.side", "enemy");
        gm.fill("action", "{\"type\":\"Attack\",\"actor\":\"orc\",\"target\":\"$trigger\",\"attack\":\"javelin\"}");
        assertThat(gm.send()).isEqualTo(12);
        gmBrowser.until(d -> d.findElement(By.cssSelector("#combatants tr[data-combatant=orc] .readied")).getText()
                .equals("Attack on SpellBegun"));
        gm.choose("EndTurn");
        gm.fill("actor", "orc");
        assertThat(gm.send()).isEqualTo(13);

        gm.choose("CastSpell");
        assertThat(new Select(gmBrowser.find("#command-form [name=actor]")).getFirstSelectedOption().getDomAttribute("value"))
                .isEqualTo("teresa");
        gm.fill("spell", "fireball");
        // the point of origin: the intersection at the top-left corner of square (10,2), clicked on the grid
        WebElement square = cell(gmBrowser, 10, 2);
        int w = square.getSize().getWidth();
        int hgt = square.getSize().getHeight();
        new Actions(gmBrowser.driver).moveToElement(square, -w / 2 + 2, -hgt / 2 + 2).click().perform();
        assertThat(gmBrowser.find("#command-form [name='point.x']").getDomProperty("value")).isEqualTo("10");
        assertThat(gmBrowser.find("#command-form [name='point.y']").getDomProperty("value")).isEqualTo("2");
        assertThat(gm.send()).isEqualTo(14);

        JsonNode sequence = read("/sequence");
        assertThat(sequence.path("open").asBoolean()).isTrue();
        assertThat(gmBrowser.text("#sequence-trigger")).contains(sequence.path("trigger").asText());
        assertThat(gm.column("#awaiting li", "data-reactor")).containsExactly(sequence.path("awaiting").get(0).path("reactor").asText());
        assertThat(playerBrowser.all("#awaiting button")).as("the orc's answer is not the player's").isEmpty();
        gmBrowser.js("window.scrollTo(0, 0)");
        gmBrowser.screenshot("04-sequence");
        gmBrowser.click("#awaiting button.declare[data-reactor=orc]");
        gm.showsStep(15);

        assertThat(read("/sequence").path("open").asBoolean()).isFalse();
        JsonNode orc = read("/combatants").get(1);
        gmBrowser.until(d -> orc.path("life").asText().equals(
                d.findElement(By.cssSelector("#combatants tr[data-combatant=orc]")).getDomAttribute("data-life")));
        assertThat(gmBrowser.attr("#combatants tr[data-combatant=orc]", "data-hp")).isEqualTo(orc.path("hp").asText());
        assertThat(gmBrowser.text("#sequence-none")).contains("No sequence open");
        List<String> types = new ArrayList<>();
        read("/log").forEach(l -> { if (l.path("step").asInt() == 15) types.add(l.path("type").asText()); });
        assertThat(types).contains("AreaResolved", "AttackRolled");
        assertThat(gm.column("#log li[data-step='15']", "data-type")).containsExactlyElementsOf(types);
        player.showsStep(15);

        // the fireball left no zone, yet its area is drawn for the rest of the round, on both pages
        JsonNode fireball = read("/grid").path("resolved").get(0);
        assertThat(fireball.path("spell").asText()).isEqualTo("fireball");
        assertThat(fireball.path("step").asInt()).isEqualTo(15);
        for (Browser b : List.of(gmBrowser, playerBrowser)) {
            String area = "#grid .resolved.latest[data-spell=fireball][data-step='15']";
            b.waitFor(area);
            assertThat(cells(b, area + " .resolved-cell")).containsExactlyInAnyOrderElementsOf(cells(fireball.path("cells")));
            assertThat(b.attr(area, "data-caster")).as("Teresa cast it in plain view").isEqualTo("teresa");
        }
        gmBrowser.js("document.getElementById('h-grid').scrollIntoView()");
        gmBrowser.screenshot("04b-fireball-area");
    }

    @Test
    @Order(11)
    void scrubbingTheTimelineByKeyboardShowsTheBattleAsOfEachStep() {
        gmBrowser.keys("#scrubber", Keys.HOME);
        for (int i = 1; i < 7; i++) {
            gmBrowser.keys("#scrubber", Keys.ARROW_RIGHT);
        }
        JsonNode step7 = api.get("/encounters/" + ID + "/timeline").expect(200).json().get(6);
        gmBrowser.until(d -> d.findElement(By.id("scrub-step")).getText().equals("7"));
        assertThat(gmBrowser.text("#scrub-command")).isEqualTo(step7.path("command").asText());
        assertThat(gmBrowser.text("#scrub-by")).isEqualTo(step7.path("by").asText());
        assertThat(gmBrowser.text("#scrub-status")).startsWith(step7.path("status").asText());
        JsonNode state = read("/state?step=7");
        gmBrowser.until(d -> "7".equals(d.findElement(By.id("as-of")).getDomAttribute("data-step")));
        assertThat(gmBrowser.attr("#as-of tr[data-combatant=orc]", "data-hp"))
                .isEqualTo(state.path("battle").path("combatants").path("orc").path("vitals").path("hp").asText())
                .isEqualTo("15");
        gmBrowser.js("document.getElementById('h-log').scrollIntoView()");
        gmBrowser.screenshot("05-timeline");

        gmBrowser.keys("#scrubber", Keys.END);
        gmBrowser.until(d -> d.findElement(By.id("scrub-step")).getText().equals("15"));
        gmBrowser.until(d -> "15".equals(d.findElement(By.id("as-of")).getDomAttribute("data-step")));
        assertThat(gmBrowser.attr("#as-of tr[data-combatant=orc]", "data-life"))
                .isEqualTo(read("/combatants").get(1).path("life").asText());
    }

    @Test
    @Order(12)
    void fromTheScrubbedStepTheGmOverridesAnnsAttackDieAndRevokesARuling() {
        gmBrowser.keys("#scrubber", Keys.HOME);
        for (int i = 1; i < 8; i++) {
            gmBrowser.keys("#scrubber", Keys.ARROW_RIGHT);
        }
        gmBrowser.until(d -> d.findElement(By.id("scrub-step")).getText().equals("8"));
        assertThat(gmBrowser.text("#scrub-command")).isEqualTo("Attack");
        new Select(gmBrowser.find("#override-roll")).selectByValue("0");
        gmBrowser.keys("#override-dice", "1");
        gmBrowser.click("#override");
        gm.showsStep(16);
        JsonNode timeline = api.get("/encounters/" + ID + "/timeline").expect(200).json();
        assertThat(timeline.get(15).path("command").asText()).isEqualTo("OverrideRoll");
        // the step is decided again with the die the GM ruled: Ann's attack, now in the step that redecided it
        JsonNode attack = null;
        for (JsonNode r : read("/rolls")) {
            if ("ann".equals(r.path("roller").asText()) && r.path("purpose").asText().contains("attack")) {
                attack = r;
            }
        }
        assertThat(attack).isNotNull();
        assertThat(attack.path("step").asInt()).isEqualTo(16);
        assertThat(attack.path("dice").get(0).asInt()).as("the die as the GM ruled it").isEqualTo(1);
        JsonNode orc = read("/combatants").get(1);
        gmBrowser.until(d -> orc.path("hp").asText().equals(
                d.findElement(By.cssSelector("#combatants tr[data-combatant=orc]")).getDomAttribute("data-hp")));

        gm.choose("ApplyCondition");
        gm.fill("target", "teresa");
        gm.fill("condition", "prone");
        assertThat(gm.send()).isEqualTo(17);
        gmBrowser.until(d -> d.findElement(By.cssSelector("#combatants tr[data-combatant=teresa] .conditions")).getText()
                .contains("prone"));
        gmBrowser.keys("#scrubber", Keys.END);
        gmBrowser.until(d -> d.findElement(By.id("scrub-step")).getText().equals("17"));
        gmBrowser.until(d -> d.findElement(By.id("revoke")).isEnabled());
        gmBrowser.click("#revoke");
        gm.showsStep(18);
        assertThat(api.get("/encounters/" + ID + "/timeline").expect(200).json().get(16).path("status").asText())
                .isEqualTo("revoked");
        assertThat(read("/combatants").get(2).path("conditions")).isEmpty();
        gmBrowser.until(d -> d.findElement(By.cssSelector("#combatants tr[data-combatant=teresa] .conditions")).getText()
                .equals("—"));
        player.showsStep(18);
    }

    @Test
    @Order(13)
    void everyControlIsLabelledAndThePageFitsATablet() {
        String unlabelled = (String) gmBrowser.js(PageChecks.A11Y_CHECK);
        assertThat(unlabelled).as("controls without a name for screen readers").isEmpty();
        String playerUnlabelled = (String) playerBrowser.js(PageChecks.A11Y_CHECK);
        assertThat(playerUnlabelled).isEmpty();

        gmBrowser.resize(820, 1180);
        gmBrowser.screenshot("06-tablet");
        Number overflow = (Number) gmBrowser.js("return document.documentElement.scrollWidth - document.documentElement.clientWidth");
        String wide = (String) gmBrowser.js(PageChecks.TOO_WIDE);
        assertThat(overflow.intValue()).as("no sideways scrolling at a tablet's width; too wide: " + wide)
                .isLessThanOrEqualTo(0);
    }
}
