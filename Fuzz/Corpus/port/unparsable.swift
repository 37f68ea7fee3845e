class Broken: UIViewController {
    override func viewDidLoad( {
        button.addTarget(self, action: #selector(tap), for: .touchUpInside
