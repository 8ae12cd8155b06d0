package battleledger.ledger.console;

import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.List;

/** The console as a person uses it: choose a command, fill its generated form, send, wait for the page to follow. */
final class ConsolePage {

    final Browser browser;

    ConsolePage(Browser browser) {
        this.browser = browser;
    }

    int step() {
        String s = browser.find("#battle").getDomAttribute("data-step");
        return s == null ? 0 : Integer.parseInt(s);
    }

    /** Waits until the page shows the battle at `step` or later. */
    void showsStep(int step) {
        browser.until(d -> {
            String s = d.findElement(By.cssSelector("#battle")).getDomAttribute("data-step");
            return s != null && Integer.parseInt(s) >= step;
        });
    }

    void choose(String command) {
        new Select(browser.waitFor("#command-type")).selectByValue(command);
        browser.waitFor("#command-form [name]");
    }

    /** Sets a field of the command form by its name ("combatant.abilities.str"): a menu by value, a box by typing. */
    void fill(String name, String value) {
        WebElement el = browser.find("#command-form [name=\"" + name + "\"]");
        if (el.getTagName().equals("select")) {
            new Select(el).selectByValue(value);
        } else {
            el.clear();
            el.sendKeys(value);
        }
    }

    /** The values a menu of the command form offers now (the blank choice left out), read again if it is redrawn. */
    List<String> choices(String name) {
        return browser.until(d -> browser.all("#command-form select[name=" + name + "] option").stream()
                .map(o -> o.getDomAttribute("value")).filter(v -> !v.isEmpty()).toList());
    }

    /** The values of a menu of the command form once it offers any (its actor's, filled once the actor is known). */
    List<String> filled(String name) {
        return browser.until(d -> choices(name).isEmpty() ? null : choices(name));
    }

    /** Sends the form and answers the step it was taken as, once the page shows it. */
    int send() {
        int before = step();
        browser.click("#send");
        String result = browser.until(d -> {
            String text = d.findElement(By.cssSelector("#command-result")).getText();
            List<WebElement> boxes = d.findElements(By.cssSelector("#command-form .problem"));
            if (!boxes.isEmpty() && boxes.get(0).isDisplayed()) {
                throw new AssertionError("the page shows a refusal: " + boxes.get(0).getText());
            }
            String error = d.findElement(By.cssSelector("#battle-error")).getText();
            if (!error.isEmpty()) {
                throw new AssertionError("the page shows an error: " + error);
            }
            return text.startsWith("Step ") ? text : null;
        });
        int step = Integer.parseInt(result.substring(5, result.indexOf(':')));
        showsStep(step);
        if (step <= before) {
            throw new AssertionError("the page answered step " + step + " after " + before);
        }
        return step;
    }

    /** Sends the form expecting a refusal; answers the problem box's text. */
    String sendRefused() {
        browser.click("#send");
        return browser.until(d -> {
            List<WebElement> boxes = d.findElements(By.cssSelector("#command-form .problem"));
            return !boxes.isEmpty() && boxes.get(0).isDisplayed() ? boxes.get(0).getText() : null;
        });
    }

    /** The grid's cell (x, y): a square, or a hex in axial coordinates. */
    WebElement cell(int x, int y) {
        return browser.find("#grid .cells [data-x='" + x + "'][data-y='" + y + "']");
    }

    /**
     * Drags with the pointer held from the token's space ({@code tokenCss}) through the cells {x, y}, after bringing
     * the grid into view. The live stream may draw the grid again between finding its elements and the drag: the
     * elements are then found again and the drag made again, the pointer released first (the page sends a move only
     * on a whole drag, released on a cell).
     */
    void drag(String tokenCss, int[]... through) {
        for (int attempt = 1; ; attempt++) {
            try {
                browser.js("document.getElementById('grid').scrollIntoView({block: 'center'})");
                Actions a = new Actions(browser.driver).clickAndHold(browser.find(tokenCss));
                for (int[] xy : through) {
                    a = a.moveToElement(cell(xy[0], xy[1]));
                }
                a.release().perform();
                return;
            } catch (StaleElementReferenceException e) {
                ((org.openqa.selenium.interactions.Interactive) browser.driver).resetInputState();
                if (attempt == 5) {
                    throw e;
                }
            }
        }
    }

    /** Where GET /grid says a creature stands (its anchor cell). */
    static JsonNode anchorOf(JsonNode grid, String combatant) {
        for (JsonNode o : grid.path("occupants")) {
            if (o.path("combatant").asText().equals(combatant)) {
                return o.path("anchor");
            }
        }
        throw new AssertionError("no " + combatant + " on the grid");
    }

    /** Read again when the stream re-renders the list while it is being read (a stale element). */
    List<String> column(String css, String attribute) {
        return browser.until(d -> browser.all(css).stream().map(e -> e.getDomAttribute(attribute)).toList());
    }

    /** Fills the stat block form of AddCombatant: every ability 10 but dexterity, speed 30, placed at (x, y). */
    void fillStatBlock(String id, String name, String side, String dex, String level, String ac, String hp,
                       int x, int y) {
        fill("combatant.id", id);
        fill("combatant.name", name);
        fill("combatant.side", side);
        for (String a : List.of("str", "con", "int", "wis", "cha")) {
            fill("combatant.abilities." + a, "10");
        }
        fill("combatant.abilities.dex", dex);
        fill("combatant.level", level);
        fill("combatant.ac", ac);
        fill("combatant.hp", hp);
        fill("combatant.speed", "30");
        fill("combatant.position.x", String.valueOf(x));
        fill("combatant.position.y", String.valueOf(y));
    }

    /** The cells the elements the selector finds stand on, as "x,y", once there are any. */
    static List<String> cells(Browser b, String css) {
        return b.until(d -> b.all(css).stream().map(e -> e.getDomAttribute("data-x") + "," + e.getDomAttribute("data-y"))
                .toList());
    }

    /** The cells of an answer's list, as "x,y". */
    static List<String> cells(JsonNode list) {
        List<String> out = new java.util.ArrayList<>();
        list.forEach(c -> out.add(c.path("x").asInt() + "," + c.path("y").asInt()));
        return out;
    }
}
